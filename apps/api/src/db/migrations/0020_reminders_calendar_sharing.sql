CREATE TABLE "calendar_feed" (
	"user_id" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"tries" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"dropped_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_job_kind_check" CHECK ("mail_job"."kind" in ('event_open', 'last_call', 'weekly_summary', 'assignment'))
);
--> statement-breakpoint
CREATE TABLE "mail_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"event_open" boolean DEFAULT false NOT NULL,
	"last_call" boolean DEFAULT false NOT NULL,
	"weekly_summary" boolean DEFAULT false NOT NULL,
	"assignments" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_share" (
	"code" text PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_job" ADD CONSTRAINT "mail_job_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_preference" ADD CONSTRAINT "mail_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_share" ADD CONSTRAINT "result_share_attempt_id_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_share" ADD CONSTRAINT "result_share_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_salt_idx" ON "calendar_feed" USING btree ("salt");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_job_key_idx" ON "mail_job" USING btree ("key");--> statement-breakpoint
CREATE INDEX "mail_job_due_idx" ON "mail_job" USING btree ("run_after","id") WHERE "mail_job"."sent_at" is null and "mail_job"."dropped_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "result_share_attempt_idx" ON "result_share" USING btree ("attempt_id");