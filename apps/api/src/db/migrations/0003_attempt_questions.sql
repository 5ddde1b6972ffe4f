CREATE TABLE "attempt_question" (
	"attempt_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question_id" integer NOT NULL,
	"option_order" smallint[] NOT NULL,
	CONSTRAINT "attempt_question_attempt_id_position_pk" PRIMARY KEY("attempt_id","position"),
	CONSTRAINT "attempt_question_options_check" CHECK (cardinality("attempt_question"."option_order") = 4)
);
--> statement-breakpoint
ALTER TABLE "attempt_question" ADD CONSTRAINT "attempt_question_attempt_id_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_question" ADD CONSTRAINT "attempt_question_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempt_question_unique" ON "attempt_question" USING btree ("attempt_id","question_id");--> statement-breakpoint
-- Attempts made before each attempt had its own order asked the quiz's questions in the quiz's
-- order with the options as stored: they keep exactly that, so their resume and review agree.
INSERT INTO "attempt_question" ("attempt_id", "position", "question_id", "option_order")
SELECT a."id", qq."order_index", qq."question_id", '{0,1,2,3}'::smallint[]
FROM "attempt" a
JOIN "quiz_question" qq ON qq."quiz_id" = a."quiz_id";
