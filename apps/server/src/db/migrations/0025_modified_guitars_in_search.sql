-- "modded strat", "modified", "upgraded pickups": a buyer asks for a guitar changed from stock as often as for an
-- unchanged one. The listing's modifications field says what was changed ("Grover locking tuners", "bone saddle and
-- nut"), in the seller's words, and no word in it says that it was changed: "modified" and "modded" found none of the
-- demo's five modified guitars. search_modified gives such a listing the word "modified", with its details (weight
-- B). "modded", "mods" and "modifications" find it as typed (their stems start it); searches read "upgraded" and
-- "upgrades" as it too (keyword-query.ts).
-- A field that only says there is nothing to tell ("None", "Stock", "N/A", "All original.") is no modification.
CREATE OR REPLACE FUNCTION search_modified(modifications text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN modifications IS NULL
      OR lower(modifications) ~ '^[[:space:][:punct:]]*((none|no|n/a|na|nil|nothing|stock|all|fully|completely|totally|original|unmodified|mods|modifications|changes|100%)[[:space:][:punct:]]*)*$'
    THEN '' ELSE 'modified' END $$;--> statement-breakpoint
-- As migration 0024 left it, with the word above among the details.
ALTER TABLE "products" drop column "search_document";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_text(product_name || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))), 'A') || setweight(to_tsvector('english', search_text(seller_name)), 'B') || setweight(to_tsvector('english', search_text(search_guitar_details(finish, body_type, handedness, strings) || ' ' || coalesce(category_name, '') || ' ' || search_year_built(year_built) || ' ' || search_modified(modifications))), 'B') || setweight(to_tsvector('english', search_text(location || ' ' || search_us_state_word(location))), 'C') || setweight(to_tsvector('english', search_text(description || ' ' || coalesce(modifications, '') || ' ' || CASE case_included WHEN 'hard-case' THEN 'hard case' WHEN 'gig-bag' THEN 'gig bag' ELSE '' END)), 'D')) STORED;--> statement-breakpoint
-- As migration 0015 left it: no pending list.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document") WITH (fastupdate = off);--> statement-breakpoint
-- The vocabulary knows the word whether or not a listing has it yet, as it knows the categories' words: "modified"
-- is never corrected to another word, and "modifed" (its stem "modif") is spelt right, as another form of it.
INSERT INTO search_words (word) VALUES ('modified') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Modified listings have a new word: processes already serving drop what they keep of listings (decision 0032) and
-- every kept search (decision 0082), once this commits.
SELECT pg_notify('cache_invalidation', 'products'), pg_notify('cache_invalidation', 'listing_words');--> statement-breakpoint
-- The keyword planner reads this column's statistics (pg_stats), which the new column has none of yet.
ANALYZE products;
