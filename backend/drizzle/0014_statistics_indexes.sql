CREATE INDEX "attendances_lesson_status_idx" ON "attendances" USING btree ("lesson_id","status");--> statement-breakpoint
CREATE INDEX "lessons_study_date_idx" ON "lessons" USING btree ("study_date","class_id");--> statement-breakpoint
CREATE INDEX "user_exams_assignment_status_idx" ON "user_exams" USING btree ("assignment_id","status","submitted_at");