-- Kept searches drop only what a listing change can reach (docs/decisions/0082). Every statement changing listings
-- sends "listing_words:<lexeme>,<lexeme>,..." on the channel cache_invalidation: the words of the changed listings'
-- search documents, before and after the change. A search whose keywords all match a listing holds one of them
-- as a prefix of one of these words, so a search with a keyword none of them starts with can neither have held
-- the listing nor hold it now. With more rows than migration 0014 names one by one, a payload near NOTIFY's limit
-- (8,000 bytes) or a word holding the separator, it sends "listing_words": anything may have changed.
CREATE OR REPLACE FUNCTION cache_notify_listing_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_rows text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT search_document FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT search_document FROM old_rows'
    ELSE 'SELECT search_document FROM old_rows UNION ALL SELECT search_document FROM new_rows' END;
  changed bigint;
  words text[];
  payload text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('cache_invalidation', 'listing_words');
    RETURN NULL;
  END IF;
  EXECUTE format('SELECT count(*), array(SELECT DISTINCT w FROM (%1$s) c, unnest(tsvector_to_array(c.search_document)) w) '
    'FROM (%1$s) c', changed_rows) INTO changed, words;
  IF changed = 0 THEN
    RETURN NULL;
  END IF;
  payload := 'listing_words:' || array_to_string(words, ',');
  IF changed > 100 OR octet_length(payload) > 7900 OR EXISTS (SELECT 1 FROM unnest(words) w WHERE strpos(w, ',') > 0) THEN
    payload := 'listing_words';
  END IF;
  PERFORM pg_notify('cache_invalidation', payload);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_listing_words();--> statement-breakpoint
CREATE TRIGGER products_words_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_listing_words();--> statement-breakpoint
CREATE TRIGGER products_words_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_listing_words();--> statement-breakpoint
CREATE TRIGGER products_words_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_listing_words();
