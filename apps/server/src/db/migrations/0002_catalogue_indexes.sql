DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "bookings_paid_idx" ON "bookings" USING btree ("id") WHERE "bookings"."status" = 'Paid';--> statement-breakpoint
CREATE INDEX "products_category_listing_idx" ON "products" USING btree ("category_id","posted_at","id") WHERE "products"."status" <> 'Paid';