CREATE TABLE "custom_quiz" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_quiz_title_check" CHECK (length(trim("custom_quiz"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "custom_quiz_group" (
	"custom_quiz_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "custom_quiz_group_custom_quiz_id_group_id_pk" PRIMARY KEY("custom_quiz_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "custom_quiz_question" (
	"custom_quiz_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"order_index" integer NOT NULL,
	CONSTRAINT "custom_quiz_question_custom_quiz_id_question_id_pk" PRIMARY KEY("custom_quiz_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "group_assignment" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"quiz_id" integer,
	"custom_quiz_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"due_date" date,
	"due_at" timestamp with time zone,
	"assigned_by" text,
	"leaders_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_assignment_source_check" CHECK (("group_assignment"."quiz_id" is null) <> ("group_assignment"."custom_quiz_id" is null)),
	CONSTRAINT "group_assignment_due_check" CHECK (("group_assignment"."due_date" is null) = ("group_assignment"."due_at" is null))
);
--> statement-breakpoint
CREATE TABLE "group_member" (
	"group_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_member_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_member_role_check" CHECK ("group_member"."role" in ('owner', 'leader', 'member'))
);
--> statement-breakpoint
CREATE TABLE "member_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"church" text,
	"city" text,
	"owner_id" text NOT NULL,
	"invite_code" text,
	"timezone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_group_invite_code_unique" UNIQUE("invite_code"),
	CONSTRAINT "member_group_name_check" CHECK (length(trim("member_group"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "attempt" DROP CONSTRAINT "attempt_mode_check";--> statement-breakpoint
ALTER TABLE "attempt" DROP CONSTRAINT "attempt_mode_source_check";--> statement-breakpoint
ALTER TABLE "attempt" ADD COLUMN "assignment_id" integer;--> statement-breakpoint
ALTER TABLE "attempt" ADD COLUMN "free_week_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt" ADD COLUMN "custom_quiz_id" integer;--> statement-breakpoint
ALTER TABLE "custom_quiz" ADD CONSTRAINT "custom_quiz_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_quiz_group" ADD CONSTRAINT "custom_quiz_group_custom_quiz_id_custom_quiz_id_fk" FOREIGN KEY ("custom_quiz_id") REFERENCES "public"."custom_quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_quiz_group" ADD CONSTRAINT "custom_quiz_group_group_id_member_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."member_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_quiz_question" ADD CONSTRAINT "custom_quiz_question_custom_quiz_id_custom_quiz_id_fk" FOREIGN KEY ("custom_quiz_id") REFERENCES "public"."custom_quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_quiz_question" ADD CONSTRAINT "custom_quiz_question_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_assignment" ADD CONSTRAINT "group_assignment_group_id_member_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."member_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_assignment" ADD CONSTRAINT "group_assignment_quiz_id_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_assignment" ADD CONSTRAINT "group_assignment_custom_quiz_id_custom_quiz_id_fk" FOREIGN KEY ("custom_quiz_id") REFERENCES "public"."custom_quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_assignment" ADD CONSTRAINT "group_assignment_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_group_id_member_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."member_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_group" ADD CONSTRAINT "member_group_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_quiz_owner_idx" ON "custom_quiz" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "custom_quiz_group_group_idx" ON "custom_quiz_group" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_quiz_question_order_unique" ON "custom_quiz_question" USING btree ("custom_quiz_id","order_index");--> statement-breakpoint
CREATE INDEX "custom_quiz_question_question_idx" ON "custom_quiz_question" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_assignment_quiz_unique" ON "group_assignment" USING btree ("group_id","quiz_id") WHERE "group_assignment"."quiz_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "group_assignment_custom_unique" ON "group_assignment" USING btree ("group_id","custom_quiz_id") WHERE "group_assignment"."custom_quiz_id" is not null;--> statement-breakpoint
CREATE INDEX "group_assignment_quiz_idx" ON "group_assignment" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "group_assignment_due_idx" ON "group_assignment" USING btree ("due_at") WHERE "group_assignment"."leaders_notified_at" is null and "group_assignment"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "group_member_user_idx" ON "group_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_member_one_owner" ON "group_member" USING btree ("group_id") WHERE "group_member"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "member_group_owner_idx" ON "member_group" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_assignment_id_group_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."group_assignment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_custom_quiz_id_custom_quiz_id_fk" FOREIGN KEY ("custom_quiz_id") REFERENCES "public"."custom_quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempt_custom_quiz_unique" ON "attempt" USING btree ("user_id","custom_quiz_id") WHERE "attempt"."custom_quiz_id" is not null;--> statement-breakpoint
CREATE INDEX "attempt_custom_quiz_idx" ON "attempt" USING btree ("custom_quiz_id","status") WHERE "attempt"."custom_quiz_id" is not null;--> statement-breakpoint
CREATE INDEX "attempt_assignment_idx" ON "attempt" USING btree ("assignment_id") WHERE "attempt"."assignment_id" is not null;--> statement-breakpoint
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_mode_check" CHECK ("attempt"."mode" in ('quiz', 'event', 'competition', 'custom', 'game', 'practice'));--> statement-breakpoint
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_mode_source_check" CHECK (("attempt"."competition_id" is not null) = ("attempt"."mode" = 'competition') and ("attempt"."custom_quiz_id" is not null) = ("attempt"."mode" = 'custom') and ("attempt"."mode" not in ('quiz', 'event') or "attempt"."quiz_id" is not null));