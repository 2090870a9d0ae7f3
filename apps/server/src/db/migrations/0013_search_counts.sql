CREATE TABLE "search_counts" (
	"category_id" uuid NOT NULL,
	"condition" text NOT NULL,
	"brand" text,
	"body_type" text,
	"handedness" text,
	"strings" integer,
	"status" text NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "search_counts_key" UNIQUE NULLS NOT DISTINCT("category_id","condition","brand","body_type","handedness","strings","status")
);
--> statement-breakpoint
-- Facet counts without keywords, kept by triggers (docs/decisions/0017-search-on-postgresql.md, "Counts kept as
-- listings change"). A listing counts while it is public: its seller is verified, it is not Paid and no confirmed
-- stolen-gear report has its serial number (products/repository.ts heldAsStolen, the same test).
CREATE OR REPLACE FUNCTION search_held_as_stolen(serial text) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT serial IS NOT NULL AND EXISTS (
    SELECT 1 FROM stolen_reports r
    WHERE r.status = 'confirmed' AND r.serial_key = upper(regexp_replace(serial, '[[:space:]_./-]+', '', 'g')))
$$;--> statement-breakpoint
-- Taken before counting, each in its own statement, so the counting statement that follows (a new snapshot under
-- READ COMMITTED) sees what a concurrent verification change or stolen-report decision committed, and that one
-- waits for this transaction: neither can count a listing the other is changing as it was before.
CREATE OR REPLACE FUNCTION search_counts_lock(sellers uuid[], serials text[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = ANY(sellers) ORDER BY id FOR SHARE;
  PERFORM pg_advisory_xact_lock(hashtextextended('search_counts:' || k, 0))
  FROM (SELECT DISTINCT upper(regexp_replace(s, '[[:space:]_./-]+', '', 'g')) AS k FROM unnest(serials) AS s ORDER BY 1) AS keys;
END $$;--> statement-breakpoint
-- Statement-level with transition tables, so a bulk insert updates each combination once. An UPDATE trigger with
-- transition tables may not name columns, so every update comes here; one whose combination and visibility stay
-- the same adds up to zero and writes nothing.
CREATE OR REPLACE FUNCTION search_counts_from_products() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_counts_lock(array(SELECT DISTINCT seller_id FROM new_rows), array(SELECT DISTINCT serial_number FROM new_rows WHERE serial_number IS NOT NULL));
    INSERT INTO search_counts AS c (category_id, condition, brand, body_type, handedness, strings, status, listings)
    SELECT p.category_id, p.condition, lower(p.brand), p.body_type, p.handedness, p.strings, p.status, count(*)
    FROM new_rows AS p
    WHERE p.status <> 'Paid' AND EXISTS (SELECT 1 FROM users u WHERE u.id = p.seller_id AND u.verified)
      AND NOT search_held_as_stolen(p.serial_number)
    GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT search_counts_key DO UPDATE SET listings = c.listings + excluded.listings;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_counts_lock(array(SELECT DISTINCT seller_id FROM old_rows), array(SELECT DISTINCT serial_number FROM old_rows WHERE serial_number IS NOT NULL));
    INSERT INTO search_counts AS c (category_id, condition, brand, body_type, handedness, strings, status, listings)
    SELECT p.category_id, p.condition, lower(p.brand), p.body_type, p.handedness, p.strings, p.status, -count(*)
    FROM old_rows AS p
    WHERE p.status <> 'Paid' AND EXISTS (SELECT 1 FROM users u WHERE u.id = p.seller_id AND u.verified)
      AND NOT search_held_as_stolen(p.serial_number)
    GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT search_counts_key DO UPDATE SET listings = c.listings + excluded.listings;
  ELSE
    PERFORM search_counts_lock(
      array(SELECT seller_id FROM old_rows UNION SELECT seller_id FROM new_rows),
      array(SELECT DISTINCT serial_number FROM old_rows WHERE serial_number IS NOT NULL
            UNION SELECT serial_number FROM new_rows WHERE serial_number IS NOT NULL));
    INSERT INTO search_counts AS c (category_id, condition, brand, body_type, handedness, strings, status, listings)
    SELECT p.category_id, p.condition, lower(p.brand), p.body_type, p.handedness, p.strings, p.status, sum(p.sign)
    FROM (SELECT n.category_id, n.condition, n.brand, n.body_type, n.handedness, n.strings, n.status, n.seller_id,
                 n.serial_number, 1 AS sign FROM new_rows AS n
          UNION ALL
          SELECT o.category_id, o.condition, o.brand, o.body_type, o.handedness, o.strings, o.status, o.seller_id,
                 o.serial_number, -1 FROM old_rows AS o) AS p
    WHERE p.status <> 'Paid' AND EXISTS (SELECT 1 FROM users u WHERE u.id = p.seller_id AND u.verified)
      AND NOT search_held_as_stolen(p.serial_number)
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(p.sign) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT search_counts_key DO UPDATE SET listings = c.listings + excluded.listings;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_counts_products_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_counts_from_products();--> statement-breakpoint
CREATE TRIGGER search_counts_products_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_counts_from_products();--> statement-breakpoint
CREATE TRIGGER search_counts_products_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_counts_from_products();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_counts_clear() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_counts_products_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_counts_clear();--> statement-breakpoint
-- A seller verified or unverified: their public listings come in or go out.
CREATE OR REPLACE FUNCTION search_counts_from_users() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.verified IS DISTINCT FROM n.verified) THEN
    RETURN NULL;
  END IF;
  PERFORM search_counts_lock('{}', array(
    SELECT p.serial_number FROM products p JOIN new_rows n ON n.id = p.seller_id
    WHERE p.serial_number IS NOT NULL));
  INSERT INTO search_counts AS c (category_id, condition, brand, body_type, handedness, strings, status, listings)
  SELECT p.category_id, p.condition, lower(p.brand), p.body_type, p.handedness, p.strings, p.status,
         sum(CASE WHEN n.verified THEN 1 ELSE -1 END)
  FROM products AS p
  JOIN new_rows AS n ON n.id = p.seller_id
  JOIN old_rows AS o ON o.id = n.id AND o.verified IS DISTINCT FROM n.verified
  WHERE p.status <> 'Paid' AND NOT search_held_as_stolen(p.serial_number)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(CASE WHEN n.verified THEN 1 ELSE -1 END) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT search_counts_key DO UPDATE SET listings = c.listings + excluded.listings;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_counts_users_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_counts_from_users();--> statement-breakpoint
-- A deleted seller's listings point at nobody afterwards (ON DELETE SET NULL): take them out while the seller is
-- still there to tell whether they counted.
CREATE OR REPLACE FUNCTION search_counts_from_deleted_user() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.verified THEN
    PERFORM search_counts_lock('{}', array(
      SELECT serial_number FROM products WHERE seller_id = OLD.id AND serial_number IS NOT NULL));
    INSERT INTO search_counts AS c (category_id, condition, brand, body_type, handedness, strings, status, listings)
    SELECT p.category_id, p.condition, lower(p.brand), p.body_type, p.handedness, p.strings, p.status, -count(*)
    FROM products AS p
    WHERE p.seller_id = OLD.id AND p.status <> 'Paid' AND NOT search_held_as_stolen(p.serial_number)
    GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT search_counts_key DO UPDATE SET listings = c.listings + excluded.listings;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER search_counts_users_delete BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION search_counts_from_deleted_user();--> statement-breakpoint
-- A serial number becoming held (its first confirmed report) or free again (its last one gone): that serial's
-- public listings go out or come back. Row-level: reports are decided one at a time.
CREATE OR REPLACE FUNCTION search_counts_from_stolen_reports() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  k text;
  others boolean;
  was_held boolean;
  now_held boolean;
BEGIN
  FOR k IN
    SELECT DISTINCT v.key FROM (VALUES (OLD.serial_key), (NEW.serial_key)) AS v(key) WHERE v.key IS NOT NULL ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended('search_counts:' || k, 0));
    others := EXISTS (SELECT 1 FROM stolen_reports r
                      WHERE r.status = 'confirmed' AND r.serial_key = k AND r.id <> coalesce(NEW.id, OLD.id));
    was_held := others OR (OLD.status IS NOT DISTINCT FROM 'confirmed' AND OLD.serial_key IS NOT DISTINCT FROM k);
    now_held := others OR (NEW.status IS NOT DISTINCT FROM 'confirmed' AND NEW.serial_key IS NOT DISTINCT FROM k);
    IF was_held <> now_held THEN
      INSERT INTO search_counts AS c (category_id, condition, brand, body_type, handedness, strings, status, listings)
      SELECT p.category_id, p.condition, lower(p.brand), p.body_type, p.handedness, p.strings, p.status,
             CASE WHEN now_held THEN -count(*) ELSE count(*) END
      FROM products AS p
      WHERE p.serial_number IS NOT NULL AND upper(regexp_replace(p.serial_number, '[[:space:]_./-]+', '', 'g')) = k
        AND p.status <> 'Paid' AND EXISTS (SELECT 1 FROM users u WHERE u.id = p.seller_id AND u.verified)
      GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ON CONSTRAINT search_counts_key DO UPDATE SET listings = c.listings + excluded.listings;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_counts_stolen_reports AFTER INSERT OR UPDATE OR DELETE ON stolen_reports
  FOR EACH ROW EXECUTE FUNCTION search_counts_from_stolen_reports();--> statement-breakpoint
INSERT INTO search_counts (category_id, condition, brand, body_type, handedness, strings, status, listings)
SELECT p.category_id, p.condition, lower(p.brand), p.body_type, p.handedness, p.strings, p.status, count(*)
FROM products AS p
WHERE p.status <> 'Paid' AND EXISTS (SELECT 1 FROM users u WHERE u.id = p.seller_id AND u.verified)
  AND NOT search_held_as_stolen(p.serial_number)
GROUP BY 1, 2, 3, 4, 5, 6, 7;
