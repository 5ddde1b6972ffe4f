-- The Saturday live event (docs/architecture.md §4 'The Saturday live event'): each event keeps its window and its own drawn
-- questions; an attempt of the weekly quiz taken in the window names its event.
CREATE TABLE "live_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_date" date NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_event_event_date_unique" UNIQUE("event_date"),
	CONSTRAINT "live_event_window_check" CHECK ("live_event"."closes_at" > "live_event"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "live_event_question" (
	"event_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "live_event_question_event_id_position_pk" PRIMARY KEY("event_id","position")
);
--> statement-breakpoint
ALTER TABLE "attempt" ADD COLUMN "live_event_id" integer;--> statement-breakpoint
ALTER TABLE "live_event_question" ADD CONSTRAINT "live_event_question_event_id_live_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_question" ADD CONSTRAINT "live_event_question_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_event_question_unique" ON "live_event_question" USING btree ("event_id","question_id");--> statement-breakpoint
CREATE INDEX "live_event_question_question_idx" ON "live_event_question" USING btree ("question_id");--> statement-breakpoint
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_live_event_id_live_event_id_fk" FOREIGN KEY ("live_event_id") REFERENCES "public"."live_event"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_live_event_idx" ON "attempt" USING btree ("live_event_id","status") WHERE "attempt"."live_event_id" is not null;