ALTER TABLE "user_exams" ADD COLUMN "redo_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "redo_requested_by" integer;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "redo_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_redo_requested_by_users_id_fk" FOREIGN KEY ("redo_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;