-- Keyword search on PostgreSQL itself (docs/decisions/0017-search-on-postgresql.md). PGlite loads both
-- extensions from @electric-sql/pglite/contrib (db/client.ts); PostgreSQL ships them in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so a generated column cannot call it; naming the
-- dictionary makes the result depend on the text alone.
CREATE OR REPLACE FUNCTION search_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_unaccent(product_name || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))), 'A') || setweight(to_tsvector('english', search_unaccent(seller_name)), 'B') || setweight(to_tsvector('english', search_unaccent(location)), 'C') || setweight(to_tsvector('english', search_unaccent(description)), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("asking_price_cents","id");--> statement-breakpoint
CREATE INDEX "products_saving_idx" ON "products" USING btree (("market_price_cents" - "asking_price_cents"),"id");--> statement-breakpoint
-- The vocabulary of names, brands, models, locations and seller names, kept as listings are written: statement-level
-- triggers, so a bulk insert adds its words in one statement.
CREATE OR REPLACE FUNCTION search_words_from_products() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w.word
  FROM new_rows AS p,
       unnest(tsvector_to_array(to_tsvector('simple', search_unaccent(p.product_name || ' ' || coalesce(p.brand, '') || ' ' || coalesce(p.model, '') || ' ' || p.location || ' ' || p.seller_name)))) AS w(word)
  WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '^[a-z]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_products();--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_products();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w.word
FROM products AS p,
     unnest(tsvector_to_array(to_tsvector('simple', search_unaccent(p.product_name || ' ' || coalesce(p.brand, '') || ' ' || coalesce(p.model, '') || ' ' || p.location || ' ' || p.seller_name)))) AS w(word)
WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '^[a-z]+$'
ON CONFLICT DO NOTHING;
