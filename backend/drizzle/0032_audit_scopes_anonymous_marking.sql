ALTER TABLE "change_records" DROP CONSTRAINT "change_records_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "anonymous_marking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "change_records" ADD COLUMN "actor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "change_records" ADD COLUMN "class_id" integer;--> statement-breakpoint
ALTER TABLE "change_records" ADD COLUMN "user_exam_id" integer;--> statement-breakpoint
ALTER TABLE "change_records" ADD COLUMN "subject_user_id" integer;--> statement-breakpoint
CREATE INDEX "change_records_class_idx" ON "change_records" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "change_records_attempt_idx" ON "change_records" USING btree ("user_exam_id");--> statement-breakpoint
CREATE INDEX "change_records_subject_idx" ON "change_records" USING btree ("subject_user_id","created_at");--> statement-breakpoint
CREATE INDEX "change_records_created_idx" ON "change_records" USING btree ("created_at");