ALTER TABLE "questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "root_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "superseded_by_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_root_id_questions_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_superseded_by_id_questions_id_fk" FOREIGN KEY ("superseded_by_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_root_idx" ON "questions" USING btree ("root_id");