-- Model numbers and sizes are written with punctuation ("ES-335", "D-28", "3/4", "MIJ/CIJ"). A search cuts what a
-- person types into words at every sign (searchWords), but PostgreSQL's parser read "ES-335" as "es" and the negative
-- number "-335", and "3/4" and "MIJ/CIJ" as one word each, so "es-335", "335", "3/4" and "cij" found nothing
-- (decision 0081). search_text gives the document the text with ASCII punctuation turned into spaces, cut as keywords
-- are, and then each model number in its other usual spelling, as people type either:
--   a hyphenated one joined ("D-28" also as "d28"), so "d28" finds it;
--   one written joined, split after its letters ("J45" also as "j 45"), so "j-45" and "45" find it.
-- Letters and numerals of other scripts, and punctuation outside ASCII, are left as they were.
CREATE OR REPLACE FUNCTION search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(t, '[!-/:-@[-`{-~]+', ' ', 'g')
    -- Most text has no letter followed by a digit: it skips the two look-ups.
    || CASE WHEN t ~ '[A-Za-z]-?[0-9]' THEN
         coalesce(' ' || (SELECT string_agg(m[1] || m[2], ' ')
                          FROM regexp_matches(t, '([A-Za-z]+)-([0-9][A-Za-z0-9]*)', 'g') AS m), '')
         || coalesce(' ' || (SELECT string_agg(m[1] || ' ' || m[2], ' ')
                             FROM regexp_matches(t, '([A-Za-z]+)([0-9][A-Za-z0-9]*)', 'g') AS m), '')
       ELSE '' END
  FROM (SELECT search_unaccent($1) AS t) AS unaccented $$;--> statement-breakpoint
-- As in migration 0016: a generated column's expression cannot be altered, so the column is dropped with its index
-- and added again, which rewrites the table once (100,000 listings: seconds).
ALTER TABLE "products" drop column "search_document";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_text(product_name || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))), 'A') || setweight(to_tsvector('english', search_text(seller_name)), 'B') || setweight(to_tsvector('english', search_text(search_guitar_details(finish, body_type, handedness, strings))), 'B') || setweight(to_tsvector('english', search_text(location)), 'C') || setweight(to_tsvector('english', search_text(description)), 'D')) STORED;--> statement-breakpoint
-- As migration 0015 left it: no pending list.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document") WITH (fastupdate = off);--> statement-breakpoint
-- The keyword planner reads this column's statistics (pg_stats), which the new column has none of yet.
ANALYZE products;
