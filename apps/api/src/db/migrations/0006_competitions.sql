CREATE TABLE "competition_attempt_question" (
	"competition_attempt_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question_id" integer NOT NULL,
	"option_order" smallint[] NOT NULL,
	CONSTRAINT "competition_attempt_question_competition_attempt_id_position_pk" PRIMARY KEY("competition_attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "competition_question" (
	"competition_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "competition_question_competition_id_position_pk" PRIMARY KEY("competition_id","position")
);
--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "question_set_hash" text;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competition" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competition_result" ADD COLUMN "rank" integer;--> statement-breakpoint
ALTER TABLE "competition_result" ADD COLUMN "prize_cents" integer;--> statement-breakpoint
ALTER TABLE "competition_attempt_question" ADD CONSTRAINT "competition_attempt_question_competition_attempt_id_competition_attempt_id_fk" FOREIGN KEY ("competition_attempt_id") REFERENCES "public"."competition_attempt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_attempt_question" ADD CONSTRAINT "competition_attempt_question_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_question" ADD CONSTRAINT "competition_question_competition_id_competition_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_question" ADD CONSTRAINT "competition_question_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_attempt_question_unique" ON "competition_attempt_question" USING btree ("competition_attempt_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_question_unique" ON "competition_question" USING btree ("competition_id","question_id");