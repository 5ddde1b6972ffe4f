-- The live board in its own order, so its top 10 and viewers' places are read without sorting every finisher.
CREATE INDEX "attempt_live_event_board_idx" ON "attempt" USING btree ("live_event_id","score" DESC NULLS FIRST,"seconds_used","finished_at","user_id") WHERE "attempt"."live_event_id" is not null and "attempt"."status" in ('finished', 'expired');
