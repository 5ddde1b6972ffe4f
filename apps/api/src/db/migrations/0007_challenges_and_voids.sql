-- Answer challenges (docs/architecture.md §4 'Answer challenges'): members and item analysis raise them, admins resolve them.
-- Attempts gain a voided state (an admin removes a result from the boards with a reason, the
-- attempt stays as history) and a regrade mark for scores changed by a corrected answer key.
CREATE TABLE "question_challenge" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" text,
	"attempt_id" integer,
	"source" text DEFAULT 'member' NOT NULL,
	"reason" text NOT NULL,
	"proposed_reference" text,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_challenge_source_check" CHECK ("question_challenge"."source" in ('member', 'analysis')),
	CONSTRAINT "question_challenge_status_check" CHECK ("question_challenge"."status" in ('open', 'rejected', 'corrected')),
	CONSTRAINT "question_challenge_member_check" CHECK (("question_challenge"."source" = 'member') = ("question_challenge"."user_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "attempt" DROP CONSTRAINT "attempt_status_check";--> statement-breakpoint
ALTER TABLE "attempt" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "attempt" ADD COLUMN "regraded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attempt" ADD COLUMN "regrade_note" text;--> statement-breakpoint
ALTER TABLE "question_challenge" ADD CONSTRAINT "question_challenge_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_challenge" ADD CONSTRAINT "question_challenge_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_challenge" ADD CONSTRAINT "question_challenge_attempt_id_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempt"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_challenge" ADD CONSTRAINT "question_challenge_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_challenge_member_unique" ON "question_challenge" USING btree ("question_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_challenge_analysis_unique" ON "question_challenge" USING btree ("question_id") WHERE "question_challenge"."source" = 'analysis';--> statement-breakpoint
CREATE INDEX "question_challenge_open_idx" ON "question_challenge" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_status_check" CHECK ("attempt"."status" in ('in_progress', 'finished', 'abandoned', 'expired', 'voided'));