-- Search ignores case and Vietnamese marks (issue 10 point 6). lms_search_fold is the SQL twin of foldForSearch
-- in @lms/domain (domain/src/search/fold.ts): NFD, drop the combining marks U+0300..U+036F, đ/Đ -> d, A..Z -> a..z.
-- The stored search_text columns use it; pg_trgm's GIN indexes serve LIKE '%term%' on them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lms_search_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(regexp_replace(normalize(input, NFD), '[\u0300-\u036f]', '', 'g'), 'ĐđABCDEFGHIJKLMNOPQRSTUVWXYZ', 'ddabcdefghijklmnopqrstuvwxyz') $$;--> statement-breakpoint
ALTER TABLE "users" drop column "search_text";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lms_search_fold("name" || ' ' || "email" || ' ' || "phone")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lms_search_fold("name" || ' ' || "class_code")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lms_search_fold("name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "classes_search_idx" ON "classes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);