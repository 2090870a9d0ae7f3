-- A buyer looks for a guitar near them by its state: "texas", "les paul ohio", "new mexico". Sellers write where they
-- are as a city and the state's code ("Austin, TX"), and "texas" found nothing. search_us_state names the state of a
-- location that ends with a US state's code: after a comma ("Austin, TX", "Austin, tx") or in capitals after
-- a space ("Seattle WA"), a ZIP code or "USA" after it or not. Anything else ("London, UK", "Berlin") names none.
CREATE OR REPLACE FUNCTION search_us_state(location text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(CASE upper(substring(location from '(?:,\s*|\s(?=[A-Z]{2}\M))([A-Za-z]{2})\.?(?:\s+\d{5}(?:-\d{4})?)?(?:,?\s*(?:USA|US))?\s*$'))
      WHEN 'AL' THEN 'Alabama' WHEN 'AK' THEN 'Alaska' WHEN 'AZ' THEN 'Arizona' WHEN 'AR' THEN 'Arkansas'
      WHEN 'CA' THEN 'California' WHEN 'CO' THEN 'Colorado' WHEN 'CT' THEN 'Connecticut' WHEN 'DE' THEN 'Delaware'
      WHEN 'FL' THEN 'Florida' WHEN 'GA' THEN 'Georgia' WHEN 'HI' THEN 'Hawaii'
      WHEN 'ID' THEN 'Idaho' WHEN 'IL' THEN 'Illinois' WHEN 'IN' THEN 'Indiana' WHEN 'IA' THEN 'Iowa'
      WHEN 'KS' THEN 'Kansas' WHEN 'KY' THEN 'Kentucky' WHEN 'LA' THEN 'Louisiana' WHEN 'ME' THEN 'Maine'
      WHEN 'MD' THEN 'Maryland' WHEN 'MA' THEN 'Massachusetts' WHEN 'MI' THEN 'Michigan' WHEN 'MN' THEN 'Minnesota'
      WHEN 'MS' THEN 'Mississippi' WHEN 'MO' THEN 'Missouri' WHEN 'MT' THEN 'Montana' WHEN 'NE' THEN 'Nebraska'
      WHEN 'NV' THEN 'Nevada' WHEN 'NH' THEN 'New Hampshire' WHEN 'NJ' THEN 'New Jersey' WHEN 'NM' THEN 'New Mexico'
      WHEN 'NY' THEN 'New York' WHEN 'NC' THEN 'North Carolina' WHEN 'ND' THEN 'North Dakota' WHEN 'OH' THEN 'Ohio'
      WHEN 'OK' THEN 'Oklahoma' WHEN 'OR' THEN 'Oregon' WHEN 'PA' THEN 'Pennsylvania' WHEN 'RI' THEN 'Rhode Island'
      WHEN 'SC' THEN 'South Carolina' WHEN 'SD' THEN 'South Dakota' WHEN 'TN' THEN 'Tennessee' WHEN 'TX' THEN 'Texas'
      WHEN 'UT' THEN 'Utah' WHEN 'VT' THEN 'Vermont' WHEN 'VA' THEN 'Virginia' WHEN 'WA' THEN 'Washington'
      WHEN 'WV' THEN 'West Virginia' WHEN 'WI' THEN 'Wisconsin' WHEN 'WY' THEN 'Wyoming' END, '') $$;--> statement-breakpoint
-- The name as one word, as the document holds it ("newmexico"): "mexico" alone is what a buyer of a Fender made in
-- Mexico types, and should not find every listing in Santa Fe, NM; nor should "new", of "new strings". "new mexico"
-- still finds them: search reads the two words as that one too (TWO_WORD_STATES in keyword-query.ts).
CREATE OR REPLACE FUNCTION search_us_state_word(location text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT replace(search_us_state(location), ' ', '') $$;--> statement-breakpoint
-- The name when it is one word ("texas"), for the vocabulary; else nothing.
CREATE OR REPLACE FUNCTION search_us_state_one_word(location text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(search_us_state(location), '.* .*', '') $$;--> statement-breakpoint
-- As in migration 0022: a generated column's expression cannot be altered, so the column is dropped with its index
-- and added again; the state's name joins the location (weight C). Added in one statement with location_text, the
-- location filter's text (below), so the table is rewritten once (100,000 listings: seconds).
ALTER TABLE "products" drop column "search_document";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_text(product_name || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))), 'A') || setweight(to_tsvector('english', search_text(seller_name)), 'B') || setweight(to_tsvector('english', search_text(search_guitar_details(finish, body_type, handedness, strings) || ' ' || coalesce(category_name, '') || ' ' || search_year_built(year_built))), 'B') || setweight(to_tsvector('english', search_text(location || ' ' || search_us_state_word(location))), 'C') || setweight(to_tsvector('english', search_text(description || ' ' || coalesce(modifications, '') || ' ' || CASE case_included WHEN 'hard-case' THEN 'hard case' WHEN 'gig-bag' THEN 'gig bag' ELSE '' END)), 'D')) STORED,
  -- The location filter matched lower(search_unaccent(location)), calling a function on every listing it read (300 ms
  -- at 100,000 in psql); stored, it reads a column, and "texas" finds "Austin, TX" as keywords do.
  ADD COLUMN "location_text" text GENERATED ALWAYS AS (lower(search_unaccent(location || ' ' || search_us_state(location)))) STORED;--> statement-breakpoint
-- As migration 0015 left it: no pending list.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document") WITH (fastupdate = off);--> statement-breakpoint
-- Typo tolerance knows the states' names of one word ("texsa" finds Texas): as migration 0016 left it, with the name.
-- Not those of two: "mexico" would be corrected to "newmexico".
CREATE OR REPLACE FUNCTION search_words_from_products() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w.word
  FROM new_rows AS p,
       unnest(tsvector_to_array(to_tsvector('simple', search_unaccent(p.product_name || ' ' || coalesce(p.brand, '') || ' ' || coalesce(p.model, '') || ' ' || p.location || ' ' || search_us_state_one_word(p.location) || ' ' || p.seller_name) || ' ' || search_guitar_details(p.finish, p.body_type, p.handedness, p.strings)))) AS w(word)
  WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '^[a-z]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w.word
FROM products AS p, unnest(tsvector_to_array(to_tsvector('simple', search_us_state_one_word(p.location)))) AS w(word)
WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '^[a-z]+$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Listings in a state have new words: processes already serving drop what they keep of listings (decision 0032) and
-- every kept search (decision 0082), once this commits.
SELECT pg_notify('cache_invalidation', 'products'), pg_notify('cache_invalidation', 'listing_words');--> statement-breakpoint
-- The keyword planner reads this column's statistics (pg_stats), which the new column has none of yet.
ANALYZE products;
