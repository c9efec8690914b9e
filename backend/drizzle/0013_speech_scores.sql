CREATE TABLE "speech_scores" (
	"user_exam_id" integer NOT NULL,
	"question_part_id" integer NOT NULL,
	"status" text NOT NULL,
	"engine" text,
	"recognised" text DEFAULT '' NOT NULL,
	"match" numeric(4, 3),
	"score" numeric(6, 2),
	"error" text DEFAULT '' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"elapsed_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "speech_scores_user_exam_id_question_part_id_pk" PRIMARY KEY("user_exam_id","question_part_id")
);
--> statement-breakpoint
ALTER TABLE "speech_scores" ADD CONSTRAINT "speech_scores_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_scores" ADD CONSTRAINT "speech_scores_question_part_id_question_parts_id_fk" FOREIGN KEY ("question_part_id") REFERENCES "public"."question_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speech_scores_status_idx" ON "speech_scores" USING btree ("status","created_at");--> statement-breakpoint
-- hand-written (keep when regenerating)
UPDATE "speaking_scores" SET "criterion" = CASE "criterion" WHEN 'Fluency and Coherence' THEN 'fluency_coherence' WHEN 'Lexical Resource' THEN 'lexical_resource' WHEN 'Grammatical Range and Accuracy' THEN 'grammatical_range_accuracy' WHEN 'Pronunciation' THEN 'pronunciation' ELSE "criterion" END;
