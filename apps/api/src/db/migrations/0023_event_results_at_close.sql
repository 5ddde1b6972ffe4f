ALTER TABLE "live_event" ADD COLUMN "boarded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "attempt_live_event_finish_idx" ON "attempt" USING btree ("live_event_id","finished_at" DESC NULLS LAST) WHERE "attempt"."live_event_id" is not null and "attempt"."status" in ('finished', 'expired');--> statement-breakpoint
CREATE INDEX "live_event_unboarded_idx" ON "live_event" USING btree ("closes_at") WHERE "live_event"."boarded_at" is null;--> statement-breakpoint
-- Every event so far had its results recorded on the boards as each attempt finished.
UPDATE "live_event" SET "boarded_at" = now();
