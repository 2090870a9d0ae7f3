-- Guitarists search by decade: "60s strat", "1970s les paul". A listing holds the year its guitar was built
-- (migration 0021), and "1965" found it, but "60s" found only listings whose text said "60s". search_year_built
-- writes the year with its decade both ways: 1965 is "1965 1960s 60s". Both are whole words to PostgreSQL's parser.
CREATE OR REPLACE FUNCTION search_year_built(year integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(year::text || ' ' || (year / 10 * 10)::text || 's '
    || lpad((year / 10 * 10 % 100)::text, 2, '0') || 's', '') $$;--> statement-breakpoint
-- As in migration 0021: a generated column's expression cannot be altered, so the column is dropped with its index
-- and added again, which rewrites the table once (100,000 listings: seconds).
ALTER TABLE "products" drop column "search_document";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_text(product_name || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))), 'A') || setweight(to_tsvector('english', search_text(seller_name)), 'B') || setweight(to_tsvector('english', search_text(search_guitar_details(finish, body_type, handedness, strings) || ' ' || coalesce(category_name, '') || ' ' || search_year_built(year_built))), 'B') || setweight(to_tsvector('english', search_text(location)), 'C') || setweight(to_tsvector('english', search_text(description || ' ' || coalesce(modifications, '') || ' ' || CASE case_included WHEN 'hard-case' THEN 'hard case' WHEN 'gig-bag' THEN 'gig bag' ELSE '' END)), 'D')) STORED;--> statement-breakpoint
-- As migration 0015 left it: no pending list.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document") WITH (fastupdate = off);--> statement-breakpoint
-- Every listing with a year has new words: processes already serving drop what they keep of listings (decision 0032)
-- and every kept search (decision 0082), once this commits.
SELECT pg_notify('cache_invalidation', 'products'), pg_notify('cache_invalidation', 'listing_words');--> statement-breakpoint
-- The keyword planner reads this column's statistics (pg_stats), which the new column has none of yet.
ANALYZE products;
