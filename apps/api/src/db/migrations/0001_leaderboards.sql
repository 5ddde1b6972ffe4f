CREATE TABLE "leaderboard_board" (
	"board" text PRIMARY KEY NOT NULL,
	"start_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_day" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"score" integer NOT NULL,
	"seconds_used" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "leaderboard_day_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_entry" (
	"board" text NOT NULL,
	"user_id" text NOT NULL,
	"score" integer NOT NULL,
	"seconds_used" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "leaderboard_entry_board_user_id_pk" PRIMARY KEY("board","user_id"),
	CONSTRAINT "leaderboard_entry_board_check" CHECK ("leaderboard_entry"."board" in ('week', 'month', 'all'))
);
--> statement-breakpoint
CREATE TABLE "leaderboard_score" (
	"board" text NOT NULL,
	"score" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "leaderboard_score_board_score_pk" PRIMARY KEY("board","score"),
	CONSTRAINT "leaderboard_score_members_check" CHECK ("leaderboard_score"."members" >= 0)
);
--> statement-breakpoint
ALTER TABLE "leaderboard_day" ADD CONSTRAINT "leaderboard_day_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_entry" ADD CONSTRAINT "leaderboard_entry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_day_day_idx" ON "leaderboard_day" USING btree ("day");--> statement-breakpoint
CREATE INDEX "leaderboard_entry_rank_idx" ON "leaderboard_entry" USING btree ("board","score" DESC NULLS LAST,"seconds_used","finished_at","user_id");--> statement-breakpoint
-- The score histogram follows leaderboard_entry in the same transaction, whatever changes an
-- entry (a finish, a window moving on, a member deleted): ranks stay exact without scanning entries.
CREATE FUNCTION "leaderboard_score_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "leaderboard_score" SET "members" = "members" - 1 WHERE "board" = OLD."board" AND "score" = OLD."score";
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		INSERT INTO "leaderboard_score" ("board", "score", "members") VALUES (NEW."board", NEW."score", 1)
		ON CONFLICT ("board", "score") DO UPDATE SET "members" = "leaderboard_score"."members" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "leaderboard_entry_score_follow" AFTER INSERT OR DELETE OR UPDATE OF "board", "score" ON "leaderboard_entry"
	FOR EACH ROW EXECUTE FUNCTION "leaderboard_score_follow"();
