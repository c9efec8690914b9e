CREATE INDEX "question_tags_tag_idx" ON "question_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "questions_current_updated_idx" ON "questions" USING btree ("updated_at","id") WHERE "questions"."superseded_by_id" IS NULL;--> statement-breakpoint
-- The database lives in memory or on SSDs, where a random page read costs about what a sequential one does
-- (PostgreSQL's default 4 assumes spinning disks). At 4 the planner scans every question rather than use the
-- trigram index for a search matching a few percent of the bank: LIKE on each row, 5x slower (issue 11
-- benchmark, backend/bench/question-bank.ts). 1.1 is the usual SSD setting. This session (PGlite's only one,
-- the migrating connection of a pool) gets it at once; later sessions from the database's default, set where
-- the migrating role may (its owner), otherwise left to the server's configuration.
SET random_page_cost = 1.1;--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'random_page_cost left to the server: the migrating role does not own the database';
END
$$;
