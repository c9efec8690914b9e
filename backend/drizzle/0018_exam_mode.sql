-- Issue 25 point 6: tests and IELTS sections are exams, homework and presentations not (@lms/domain's
-- examModeByDefault). Existing rows take that default; the column keeps no default: every writer decides.
ALTER TABLE "assignments" ADD COLUMN "exam_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "assignments" SET "exam_mode" = true WHERE "kind" IN ('test', 'ielt');--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "exam_mode" DROP DEFAULT;
