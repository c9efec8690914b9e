-- Issue 26 point 1: attempts and review options per assignment (@lms/domain's defaultMaxAttempts and
-- defaultReviewOptions). Existing rows take their kind's defaults; the columns keep no default: every writer
-- decides.
ALTER TABLE "assignments" ADD COLUMN "max_attempts" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
UPDATE "assignments" SET "max_attempts" = 1 WHERE "kind" IN ('test', 'ielt');--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "max_attempts" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "review_options" jsonb DEFAULT '{"answers":"after_submit","score":"after_submit","keys":"after_deadline","feedback":"after_return"}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "assignments" SET "review_options" = '{"answers":"after_submit","score":"after_return","keys":"after_deadline","feedback":"after_return"}'::jsonb WHERE "kind" = 'test';--> statement-breakpoint
UPDATE "assignments" SET "review_options" = '{"answers":"after_submit","score":"after_return","keys":"never","feedback":"after_return"}'::jsonb WHERE "kind" = 'ielt';--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "review_options" DROP DEFAULT;
