-- Question and exercise search ignores case and Vietnamese marks, served by trigram indexes (as 0004 did for
-- users, classes and courses): the folded search text is stored and kept up to date by PostgreSQL.
ALTER TABLE "exercises" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lms_search_fold("name" || ' ' || "description")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lms_search_fold("title" || ' ' || "content" || ' ' || "description")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "exercises_search_idx" ON "exercises" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_search_idx" ON "questions" USING gin ("search_text" gin_trgm_ops);