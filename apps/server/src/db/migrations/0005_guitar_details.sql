CREATE TABLE "price_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"old_price_cents" integer NOT NULL,
	"new_price_cents" integer NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "body_type" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "handedness" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "strings" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "finish" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serial_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "modifications" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "case_included" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_dropped_from_cents" integer;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_product_idx" ON "price_changes" USING btree ("product_id","changed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_photos_product_position_idx" ON "product_photos" USING btree ("product_id","position");--> statement-breakpoint
-- Every existing listing keeps its one photo, as the cover (position 0) of its photo list.
INSERT INTO "product_photos" ("id", "product_id", "url", "position", "created_at")
SELECT gen_random_uuid(), "id", "product_photo", 0, "posted_at" FROM "products";
