-- A buyer types the kind of guitar as often as its model: "acoustic", "bass", "classical", "electric". They are the
-- category's name, which a listing's own text often leaves out (a Music Man StingRay never says "bass"), and
-- search_document did not hold it: a generated column reads only its own row. category_name keeps the name on each
-- listing for it, in step through two triggers: one as a listing is written, one as a category is renamed.
ALTER TABLE "products" drop column "search_document";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_name" text;--> statement-breakpoint
-- Filled once without the products triggers: no listing's price, words or counts change here, and the change feed
-- is told once, below, when the new document is in place.
ALTER TABLE "products" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "products" AS p SET "category_name" = c."name" FROM "categories" AS c WHERE c."id" = p."category_id";--> statement-breakpoint
ALTER TABLE "products" ENABLE TRIGGER USER;--> statement-breakpoint
-- Row-level and BEFORE: PostgreSQL computes the generated column after BEFORE triggers, from the name set here.
CREATE OR REPLACE FUNCTION products_category_name() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.category_name := (SELECT c.name FROM categories AS c WHERE c.id = NEW.category_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_category_name BEFORE INSERT OR UPDATE OF category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_category_name();--> statement-breakpoint
-- No screen renames a category today; a migration or an operator may. The listings' update tells the change feed.
CREATE OR REPLACE FUNCTION categories_name_to_products() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_name = NEW.name WHERE category_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_name_to_products AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION categories_name_to_products();--> statement-breakpoint
-- As migration 0019 left it, with the guitar fields it lacked (issue 12's fields are searched as they come):
--   the category's name and the year the guitar was built, among the details (weight B): "1965" finds a guitar
--   built then. Not at A with the name: suggestions while typing read weight A as the listing's name, and would
--   offer "Martin D-18" for "acou";
--   the modifications and the case, with the description (weight D): "locking tuners", "hard case".
-- The serial number stays out: only its seller and admins may see it.
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_text(product_name || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))), 'A') || setweight(to_tsvector('english', search_text(seller_name)), 'B') || setweight(to_tsvector('english', search_text(search_guitar_details(finish, body_type, handedness, strings) || ' ' || coalesce(category_name, '') || ' ' || coalesce(year_built::text, ''))), 'B') || setweight(to_tsvector('english', search_text(location)), 'C') || setweight(to_tsvector('english', search_text(description || ' ' || coalesce(modifications, '') || ' ' || CASE case_included WHEN 'hard-case' THEN 'hard case' WHEN 'gig-bag' THEN 'gig bag' ELSE '' END)), 'D')) STORED;--> statement-breakpoint
-- As migration 0015 left it: no pending list.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document") WITH (fastupdate = off);--> statement-breakpoint
-- Typo tolerance knows the categories' words ("accoustic" finds the Acoustic Guitars), from the categories
-- themselves: the boot seeds them after the migrations.
CREATE OR REPLACE FUNCTION search_words_from_categories() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w.word
  FROM new_rows AS c, unnest(tsvector_to_array(to_tsvector('simple', search_unaccent(c.name)))) AS w(word)
  WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '^[a-z]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_search_words_insert AFTER INSERT ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_categories();--> statement-breakpoint
CREATE TRIGGER categories_search_words_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_categories();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w.word
FROM categories AS c, unnest(tsvector_to_array(to_tsvector('simple', search_unaccent(c.name)))) AS w(word)
WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '^[a-z]+$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every listing's words may have changed: processes already serving drop what they keep of listings (decision 0032)
-- and every kept search (decision 0082), once this commits.
SELECT pg_notify('cache_invalidation', 'products'), pg_notify('cache_invalidation', 'listing_words');--> statement-breakpoint
-- The keyword planner reads this column's statistics (pg_stats), which the new column has none of yet.
ANALYZE products;
