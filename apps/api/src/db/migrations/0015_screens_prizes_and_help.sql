-- Screens, prizes and help (issue 28): a competition's minimum entrants, each prize's way to its winner
-- (owed, then paid with a reference), and the contact page's messages to the admins' inbox.
CREATE TABLE "contact_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_message_status_check" CHECK ("contact_message"."status" in ('open', 'answered'))
);
--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "min_participants" integer;--> statement-breakpoint
ALTER TABLE "competition_award" ADD COLUMN "payout_status" text;--> statement-breakpoint
ALTER TABLE "competition_award" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "competition_award" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competition_award" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_message_inbox_idx" ON "contact_message" USING btree ("status","priority","created_at");--> statement-breakpoint
ALTER TABLE "competition_award" ADD CONSTRAINT "competition_award_paid_by_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_award_payout_idx" ON "competition_award" USING btree ("payout_status");--> statement-breakpoint
ALTER TABLE "competition" ADD CONSTRAINT "competition_min_check" CHECK ("competition"."min_participants" is null or "competition"."min_participants" > 0);--> statement-breakpoint
ALTER TABLE "competition_award" ADD CONSTRAINT "competition_award_payout_check" CHECK ("competition_award"."payout_status" is null or "competition_award"."payout_status" in ('owed', 'paid'));--> statement-breakpoint
ALTER TABLE "competition_award" ADD CONSTRAINT "competition_award_paid_check" CHECK ("competition_award"."payout_status" is distinct from 'paid' or ("competition_award"."payout_reference" is not null and "competition_award"."paid_at" is not null));
--> statement-breakpoint
-- Prizes frozen before this migration are owed until an admin records their payout.
UPDATE "competition_award" SET "payout_status" = 'owed' WHERE "prize_cents" > 0;
