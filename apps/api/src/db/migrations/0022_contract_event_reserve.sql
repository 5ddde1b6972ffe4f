DROP INDEX "question_event_reserve_idx";--> statement-breakpoint
ALTER TABLE "question" DROP COLUMN "event_reserve";