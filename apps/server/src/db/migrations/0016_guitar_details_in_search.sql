-- The guitar's own details are keywords too (issue 11: "and the guitar fields once listings have them"): the finish,
-- and the body type, handedness and strings written as people search for them. Weighted B, like the seller's name.
-- One immutable function writes them, for the generated column and for the vocabulary of typo tolerance alike.
CREATE OR REPLACE FUNCTION search_guitar_details(finish text, body_type text, handedness text, strings integer)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(search_unaccent(finish), '')
    || ' ' || coalesce(CASE body_type WHEN 'solid' THEN 'solid body' WHEN 'hollow' THEN 'hollow body' ELSE body_type END, '')
    || ' ' || coalesce(CASE handedness WHEN 'left' THEN 'left-handed lefty' WHEN 'right' THEN 'right-handed' END, '')
    || ' ' || coalesce(strings::text || '-string', '') $$;--> statement-breakpoint
-- A generated column's expression cannot be altered: the column is dropped with its index and added again, which
-- rewrites the table once (100,000 listings: seconds).
ALTER TABLE "products" drop column "search_document";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_unaccent(product_name || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))), 'A') || setweight(to_tsvector('english', search_unaccent(seller_name)), 'B') || setweight(to_tsvector('english', search_guitar_details(finish, body_type, handedness, strings)), 'B') || setweight(to_tsvector('english', search_unaccent(location)), 'C') || setweight(to_tsvector('english', search_unaccent(description)), 'D')) STORED;--> statement-breakpoint
-- As migration 0015 left it: no pending list.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document") WITH (fastupdate = off);--> statement-breakpoint
-- Typo tolerance knows the details' words too ("heritge" finds a Heritage Cherry finish).
CREATE OR REPLACE FUNCTION search_words_from_products() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w.word
  FROM new_rows AS p,
       unnest(tsvector_to_array(to_tsvector('simple', search_unaccent(p.product_name || ' ' || coalesce(p.brand, '') || ' ' || coalesce(p.model, '') || ' ' || p.location || ' ' || p.seller_name) || ' ' || search_guitar_details(p.finish, p.body_type, p.handedness, p.strings)))) AS w(word)
  WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '^[a-z]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w.word
FROM products AS p,
     unnest(tsvector_to_array(to_tsvector('simple', search_guitar_details(p.finish, p.body_type, p.handedness, p.strings)))) AS w(word)
WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '^[a-z]+$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The keyword planner reads this column's statistics (pg_stats), which the new column has none of yet.
ANALYZE products;
