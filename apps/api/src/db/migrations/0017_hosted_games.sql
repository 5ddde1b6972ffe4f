CREATE TABLE "game" (
	"id" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"pin" text NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"quiz_id" integer,
	"custom_quiz_id" integer,
	"assignment_id" integer,
	"seconds_per_question" integer NOT NULL,
	"question_count" integer NOT NULL,
	"status" text DEFAULT 'lobby' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question_started_at" timestamp with time zone,
	"question_deadline_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_status_check" CHECK ("game"."status" in ('lobby', 'question', 'reveal', 'ended')),
	CONSTRAINT "game_source_check" CHECK ("game"."source" in ('quiz', 'custom', 'assignment', 'draw')),
	CONSTRAINT "game_pin_check" CHECK ("game"."pin" ~ '^[0-9]{6}$'),
	CONSTRAINT "game_seconds_check" CHECK ("game"."seconds_per_question" between 10 and 60),
	CONSTRAINT "game_count_check" CHECK ("game"."question_count" between 1 and 25)
);
--> statement-breakpoint
CREATE TABLE "game_answer" (
	"player_id" integer NOT NULL,
	"position" integer NOT NULL,
	"game_id" text NOT NULL,
	"shown_index" smallint NOT NULL,
	"correct" boolean NOT NULL,
	"points" integer NOT NULL,
	"ms_taken" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_answer_player_id_position_pk" PRIMARY KEY("player_id","position"),
	CONSTRAINT "game_answer_shown_check" CHECK ("game_answer"."shown_index" between 0 and 3),
	CONSTRAINT "game_answer_points_check" CHECK ("game_answer"."points" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "game_player" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"nickname" text NOT NULL,
	"nickname_key" text NOT NULL,
	"user_id" text,
	"seat_token_hash" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "game_player_score_check" CHECK ("game_player"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_question" (
	"game_id" text NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_order" smallint[] NOT NULL,
	CONSTRAINT "game_question_game_id_position_pk" PRIMARY KEY("game_id","position")
);
--> statement-breakpoint
ALTER TABLE "attempt" DROP CONSTRAINT "attempt_mode_source_check";--> statement-breakpoint
ALTER TABLE "attempt" ADD COLUMN "game_id" text;--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_quiz_id_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_custom_quiz_id_custom_quiz_id_fk" FOREIGN KEY ("custom_quiz_id") REFERENCES "public"."custom_quiz"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_assignment_id_group_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."group_assignment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_answer" ADD CONSTRAINT "game_answer_player_id_game_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_answer" ADD CONSTRAINT "game_answer_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_player" ADD CONSTRAINT "game_player_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_player" ADD CONSTRAINT "game_player_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_question" ADD CONSTRAINT "game_question_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_question" ADD CONSTRAINT "game_question_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_live_pin_unique" ON "game" USING btree ("pin") WHERE "game"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "game_host_idx" ON "game" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "game_open_idx" ON "game" USING btree ("last_activity_at") WHERE "game"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "game_answer_game_idx" ON "game_answer" USING btree ("game_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "game_player_nickname_unique" ON "game_player" USING btree ("game_id","nickname_key");--> statement-breakpoint
CREATE UNIQUE INDEX "game_player_seat_unique" ON "game_player" USING btree ("seat_token_hash");--> statement-breakpoint
CREATE INDEX "game_player_user_idx" ON "game_player" USING btree ("user_id") WHERE "game_player"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempt_game_unique" ON "attempt" USING btree ("user_id","game_id") WHERE "attempt"."game_id" is not null;--> statement-breakpoint
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_mode_source_check" CHECK (("attempt"."competition_id" is not null) = ("attempt"."mode" = 'competition') and ("attempt"."custom_quiz_id" is not null) = ("attempt"."mode" = 'custom') and ("attempt"."game_id" is not null) = ("attempt"."mode" = 'game') and ("attempt"."mode" not in ('quiz', 'event') or "attempt"."quiz_id" is not null));