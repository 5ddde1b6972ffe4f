ALTER TABLE "practice_session" ADD COLUMN "deck" integer[];--> statement-breakpoint
ALTER TABLE "practice_session" ADD COLUMN "dealt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "game_question_question_idx" ON "game_question" USING btree ("question_id");