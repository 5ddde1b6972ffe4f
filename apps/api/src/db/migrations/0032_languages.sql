ALTER TABLE "quiz" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz" ADD CONSTRAINT "quiz_locale_check" CHECK ("quiz"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_locale_check" CHECK ("user"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_locale_check" CHECK ("question"."locale" in ('en', 'es'));