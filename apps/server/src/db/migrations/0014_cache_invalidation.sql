-- The servers' read caches (docs/decisions/0032-read-caches.md) drop what a change makes stale when they hear of it
-- on the channel cache_invalidation. The payload is "<table>" (anything in it may have changed) or
-- "<table>:<key>,<key>,..." (only the rows with these keys; the key column is the trigger's argument). It is sent
-- by the changing statement's transaction, so every process hears of it once it has committed, and never of a
-- change rolled back. One NOTIFY per statement: a statement changing many rows names the table instead.
CREATE OR REPLACE FUNCTION cache_notify_changes() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[0];
  changed_rows text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows' END;
  changed bigint;
  keys text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('cache_invalidation', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  IF key_column IS NULL THEN
    EXECUTE format('SELECT count(*) FROM (%s) c', changed_rows) INTO changed;
  ELSE
    EXECUTE format('SELECT count(*), array_agg(DISTINCT c.%1$I::text) FILTER (WHERE c.%1$I IS NOT NULL) FROM (%2$s) c',
      key_column, changed_rows) INTO changed, keys;
  END IF;
  IF changed = 0 THEN
    RETURN NULL;
  END IF;
  IF keys IS NULL OR cardinality(keys) > 50 THEN
    PERFORM pg_notify('cache_invalidation', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('cache_invalidation', TG_TABLE_NAME || ':' || array_to_string(keys, ','));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The tables the cached reads read (sessions with their users; the catalogue's listings, photos, sellers, ratings,
-- stolen-gear holds and categories; each buyer's reports), with the column that names what a row change touches.
DO $$
DECLARE
  watched text[][] := ARRAY[
    ARRAY['users', 'id'], ARRAY['sessions', 'id'], ARRAY['products', 'id'], ARRAY['product_photos', 'product_id'],
    ARRAY['seller_ratings', 'seller_id'], ARRAY['reports', 'reporter_id'], ARRAY['categories', NULL],
    ARRAY['stolen_reports', NULL]];
  t text[];
  arg text;
BEGIN
  FOREACH t SLICE 1 IN ARRAY watched LOOP
    arg := CASE WHEN t[2] IS NULL THEN '' ELSE quote_literal(t[2]) END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_changes(%s)', t[1] || '_cache_insert', t[1], arg);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_changes(%s)', t[1] || '_cache_update', t[1], arg);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_changes(%s)', t[1] || '_cache_delete', t[1], arg);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_changes()', t[1] || '_cache_truncate', t[1]);
  END LOOP;
END
$$;
