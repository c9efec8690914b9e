-- IELTS payments by transfer (docs/design.md section 10): the statement rows that confirmed a payment, one
-- each (the row key is the bank reference, or a hash of the row), so a statement imported twice confirms nothing twice.
CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"row_key" text NOT NULL,
	"payment_id" integer,
	"amount" integer NOT NULL,
	"reference" text,
	"description" text NOT NULL,
	"transferred_on" text,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_row_key_unique" UNIQUE("row_key")
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_payment_idx" ON "bank_transfers" USING btree ("payment_id");