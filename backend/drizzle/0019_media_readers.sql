CREATE INDEX "question_parts_media_idx" ON "question_parts" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "questions_media_idx" ON "questions" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "user_answers_media_idx" ON "user_answers" USING btree (("answer" ->> 'mediaId')) WHERE "user_answers"."answer" ? 'mediaId';