ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transaction_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("provider","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_sandbox_one_charge_idx" ON "payments" USING btree ("booking_id") WHERE "payments"."provider" = 'sandbox' and "payments"."status" in ('processing', 'succeeded');