CREATE TABLE "study_plan_day" (
	"follow_id" text NOT NULL,
	"day" integer NOT NULL,
	"done_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_plan_day_follow_id_day_pk" PRIMARY KEY("follow_id","day"),
	CONSTRAINT "study_plan_day_day_check" CHECK ("study_plan_day"."day" >= 1)
);
--> statement-breakpoint
CREATE TABLE "study_plan_follow" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_slug" text NOT NULL,
	"started_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "study_plan_day" ADD CONSTRAINT "study_plan_day_follow_id_study_plan_follow_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."study_plan_follow"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_follow" ADD CONSTRAINT "study_plan_follow_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_plan_day_done_on_unique" ON "study_plan_day" USING btree ("follow_id","done_on");--> statement-breakpoint
CREATE UNIQUE INDEX "study_plan_follow_open_unique" ON "study_plan_follow" USING btree ("user_id") WHERE "study_plan_follow"."ended_at" is null;