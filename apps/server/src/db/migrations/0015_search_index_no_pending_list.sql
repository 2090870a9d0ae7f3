-- Search's GIN indexes without a pending list (fastupdate): with one, new entries wait in a list every search reads
-- whole (up to gin_pending_list_limit, 4 MB) until a vacuum merges it, and PGlite runs no autovacuum. After 100,000
-- listings arrived it held 236 pages, and reading it was 6.5 ms of a one-match search's 8. Listings are written far
-- less often than searched, so each write now updates the index itself. ALTER, not a rebuild: the entries already
-- pending are merged once, here.
ALTER INDEX "products_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_words_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('search_words_trgm_idx'::regclass);
