-- Lists and searches read one column of users: whether a seller is verified (docs/decisions/0080). They drop what
-- they keep on "verified_sellers", sent on the channel cache_invalidation when the set of verified users changes,
-- instead of on any change to users, so a sign-up, a profile edit or a confirmed email leaves them kept. The
-- payload names no rows: a seller's verification can change any list. Migration 0014's triggers still send
-- "users:<id>,..." for every change, for what is kept per user (sessions, the product page's seller).
CREATE OR REPLACE FUNCTION cache_notify_verified_sellers() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch reads only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows WHERE verified) THEN
      PERFORM pg_notify('cache_invalidation', 'verified_sellers');
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.verified IS DISTINCT FROM n.verified) THEN
      PERFORM pg_notify('cache_invalidation', 'verified_sellers');
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE verified) THEN
      PERFORM pg_notify('cache_invalidation', 'verified_sellers');
    END IF;
  ELSE
    PERFORM pg_notify('cache_invalidation', 'verified_sellers');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_verified_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_verified_sellers();--> statement-breakpoint
CREATE TRIGGER users_verified_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_verified_sellers();--> statement-breakpoint
CREATE TRIGGER users_verified_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_verified_sellers();--> statement-breakpoint
CREATE TRIGGER users_verified_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_verified_sellers();
