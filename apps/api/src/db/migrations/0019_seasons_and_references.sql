ALTER TABLE "question" ADD COLUMN "further_references" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz" ADD COLUMN "season" text;--> statement-breakpoint
ALTER TABLE "quiz" ADD CONSTRAINT "quiz_season_check" CHECK ("quiz"."season" in ('advent', 'lent', 'pentecost'));