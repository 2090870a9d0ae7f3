-- The english stemmer cuts a few words a guitarist types to the stem of another word that means something else:
-- "blues" (the music) to "blue" (a finish), "classical" (a kind of guitar) to "classic" (a Squier Classic Vibe, "a
-- classic tone"), "metallic" (a finish) to "metal" ("metal knobs"). "blues" found the blue guitars and marked "Blue"
-- in them; "classical" found the Classic Vibe basses. search_whole_words gives each of these words a letter more,
-- which the stemmer leaves alone, so it is a word of its own in the document (decision 0100); its plural
-- ("classicals") is the same word. Searches put every
-- keyword through the same function (to_tsquery's text and the stems the term check reads), so typing the word finds
-- it and not the other. The shorter word typed is still a prefix of it: "blue" finds "blues" as before.
CREATE OR REPLACE FUNCTION search_whole_words(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace($1, '\m(blues|classical|metallic)s?\M', '\1x', 'gi') $$;--> statement-breakpoint
-- As migration 0019 wrote it, with the words above made whole last.
CREATE OR REPLACE FUNCTION search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT search_whole_words(regexp_replace(t, '[!-/:-@[-`{-~]+', ' ', 'g')
    -- Most text has no letter followed by a digit: it skips the two look-ups.
    || CASE WHEN t ~ '[A-Za-z]-?[0-9]' THEN
         coalesce(' ' || (SELECT string_agg(m[1] || m[2], ' ')
                          FROM regexp_matches(t, '([A-Za-z]+)-([0-9][A-Za-z0-9]*)', 'g') AS m), '')
         || coalesce(' ' || (SELECT string_agg(m[1] || ' ' || m[2], ' ')
                             FROM regexp_matches(t, '([A-Za-z]+)([0-9][A-Za-z0-9]*)', 'g') AS m), '')
       ELSE '' END)
  FROM (SELECT search_unaccent($1) AS t) AS unaccented $$;--> statement-breakpoint
-- As in migration 0023: the stored document is written again with the new function (100,000 listings: seconds); the
-- column is dropped with its index and added again with the same expression.
ALTER TABLE "products" drop column "search_document";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_text(product_name || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))), 'A') || setweight(to_tsvector('english', search_text(seller_name)), 'B') || setweight(to_tsvector('english', search_text(search_guitar_details(finish, body_type, handedness, strings) || ' ' || coalesce(category_name, '') || ' ' || search_year_built(year_built))), 'B') || setweight(to_tsvector('english', search_text(location || ' ' || search_us_state_word(location))), 'C') || setweight(to_tsvector('english', search_text(description || ' ' || coalesce(modifications, '') || ' ' || CASE case_included WHEN 'hard-case' THEN 'hard case' WHEN 'gig-bag' THEN 'gig bag' ELSE '' END)), 'D')) STORED;--> statement-breakpoint
-- As migration 0015 left it: no pending list.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document") WITH (fastupdate = off);--> statement-breakpoint
-- Listings have new words: processes already serving drop what they keep of listings (decision 0032) and every kept
-- search (decision 0082), once this commits.
SELECT pg_notify('cache_invalidation', 'products'), pg_notify('cache_invalidation', 'listing_words');--> statement-breakpoint
-- The keyword planner reads this column's statistics (pg_stats), which the new column has none of yet.
ANALYZE products;
