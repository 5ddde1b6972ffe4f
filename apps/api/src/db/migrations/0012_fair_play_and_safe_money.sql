-- Fair play and money that moves once (docs/security.md 38-40): the Saturday event's reserve of
-- questions, attempts and competition results held for review, one checkout under way per member
-- and item (older duplicates of an open checkout are closed as expired first, newest kept), delayed
-- payments, and certificates that can be revoked.
ALTER TABLE "checkout" DROP CONSTRAINT "checkout_status_check";--> statement-breakpoint
ALTER TABLE "competition_entry" DROP CONSTRAINT "competition_entry_status_check";--> statement-breakpoint
DROP INDEX "attempt_live_event_board_idx";--> statement-breakpoint
ALTER TABLE "attempt" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "attempt" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificate" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificate" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competition_result" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "competition_result" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competition_result" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "event_reserve" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "attempt_held_idx" ON "attempt" USING btree ("held_at") WHERE "attempt"."held_reason" is not null;--> statement-breakpoint
UPDATE "checkout" SET "status" = 'expired' WHERE "status" = 'open' AND "id" NOT IN (
  SELECT DISTINCT ON ("user_id", "kind", coalesce("competition_id", 0)) "id" FROM "checkout" WHERE "status" = 'open'
  ORDER BY "user_id", "kind", coalesce("competition_id", 0), "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_one_open_unique" ON "checkout" USING btree ("user_id","kind",coalesce("competition_id", 0)) WHERE "checkout"."status" in ('open', 'processing');--> statement-breakpoint
CREATE INDEX "question_event_reserve_idx" ON "question" USING btree ("id") WHERE "question"."event_reserve";--> statement-breakpoint
CREATE INDEX "attempt_live_event_board_idx" ON "attempt" USING btree ("live_event_id","score" DESC NULLS FIRST,"seconds_used","finished_at","user_id") WHERE "attempt"."live_event_id" is not null and "attempt"."status" in ('finished', 'expired') and "attempt"."held_reason" is null;--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_status_check" CHECK ("checkout"."status" in ('open', 'processing', 'completed', 'expired', 'failed'));--> statement-breakpoint
ALTER TABLE "competition_entry" ADD CONSTRAINT "competition_entry_status_check" CHECK ("competition_entry"."payment_status" in ('pending', 'processing', 'paid', 'failed', 'refunded'));