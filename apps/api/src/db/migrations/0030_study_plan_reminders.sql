ALTER TABLE "mail_job" DROP CONSTRAINT "mail_job_kind_check";--> statement-breakpoint
ALTER TABLE "mail_preference" ADD COLUMN "study_plan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_job" ADD CONSTRAINT "mail_job_kind_check" CHECK ("mail_job"."kind" in ('event_open', 'last_call', 'weekly_summary', 'assignment', 'study_plan'));