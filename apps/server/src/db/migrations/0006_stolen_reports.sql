CREATE TABLE "stolen_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"serial_key" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"police_reference" text,
	"reporter_id" uuid,
	"reporter_name" text NOT NULL,
	"reporter_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stolen_reports" ADD CONSTRAINT "stolen_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stolen_reports_confirmed_key_idx" ON "stolen_reports" USING btree ("serial_key") WHERE "stolen_reports"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "stolen_reports_status_idx" ON "stolen_reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stolen_reports_reporter_key_idx" ON "stolen_reports" USING btree ("reporter_id","serial_key") WHERE "stolen_reports"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "products_serial_key_idx" ON "products" USING btree (upper(regexp_replace("serial_number", '[[:space:]_./-]+', '', 'g'))) WHERE "products"."serial_number" is not null;