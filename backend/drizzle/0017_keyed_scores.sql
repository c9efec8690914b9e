ALTER TABLE "user_exams" ADD COLUMN "keyed_score" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "keyed_max_score" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "parts_awaiting_marker" integer;