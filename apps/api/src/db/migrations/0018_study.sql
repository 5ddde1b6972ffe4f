CREATE TABLE "memory_progress" (
	"user_id" text NOT NULL,
	"verse_ref" text NOT NULL,
	"steps_done" smallint DEFAULT 0 NOT NULL,
	"learnt_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memory_progress_user_id_verse_ref_pk" PRIMARY KEY("user_id","verse_ref"),
	CONSTRAINT "memory_progress_steps_check" CHECK ("memory_progress"."steps_done" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "practice_item" (
	"session_id" text NOT NULL,
	"position" integer NOT NULL,
	"user_id" text NOT NULL,
	"question_id" integer NOT NULL,
	"option_order" smallint[] NOT NULL,
	"day" date NOT NULL,
	"chosen_index" smallint,
	"correct" boolean,
	"answered_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_item_session_id_position_pk" PRIMARY KEY("session_id","position"),
	CONSTRAINT "practice_item_options_check" CHECK (cardinality("practice_item"."option_order") = 4),
	CONSTRAINT "practice_item_chosen_check" CHECK ("practice_item"."chosen_index" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "practice_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"books" text[] NOT NULL,
	"chapters" integer[] DEFAULT '{}'::int[] NOT NULL,
	"difficulty" text DEFAULT 'any' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "practice_session_difficulty_check" CHECK ("practice_session"."difficulty" in ('any', 'easy', 'medium', 'hard'))
);
--> statement-breakpoint
CREATE TABLE "review_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"question_id" integer,
	"verse_ref" text,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"option_order" smallint[],
	"shown_at" timestamp with time zone,
	"right_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_card_kind_check" CHECK (("review_card"."question_id" is null) <> ("review_card"."verse_ref" is null))
);
--> statement-breakpoint
CREATE TABLE "review_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"rating" text NOT NULL,
	"correct" boolean NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_log_rating_check" CHECK ("review_log"."rating" in ('again', 'hard', 'good', 'easy'))
);
--> statement-breakpoint
ALTER TABLE "memory_progress" ADD CONSTRAINT "memory_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_item" ADD CONSTRAINT "practice_item_session_id_practice_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_item" ADD CONSTRAINT "practice_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_item" ADD CONSTRAINT "practice_item_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_session" ADD CONSTRAINT "practice_session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card" ADD CONSTRAINT "review_card_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card" ADD CONSTRAINT "review_card_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_card_id_review_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."review_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_item_question_unique" ON "practice_item" USING btree ("session_id","question_id");--> statement-breakpoint
CREATE INDEX "practice_item_day_idx" ON "practice_item" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_session_open_unique" ON "practice_session" USING btree ("user_id") WHERE "practice_session"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_card_question_unique" ON "review_card" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_card_verse_unique" ON "review_card" USING btree ("user_id","verse_ref");--> statement-breakpoint
CREATE INDEX "review_card_due_idx" ON "review_card" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "review_card_question_idx" ON "review_card" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "review_log_user_idx" ON "review_log" USING btree ("user_id","reviewed_at");