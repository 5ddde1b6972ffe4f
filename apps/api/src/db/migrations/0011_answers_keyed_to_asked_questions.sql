-- Answers are keyed onto their attempt's own question rows instead of onto the question: the old
-- key locked the question's row for every answer (a multixact per answer when a Saturday's ten
-- thousand members answer the same 25 questions). The new key is stronger, too: an answer can
-- only be to a question its attempt asked. Answers stored before attempts had their own questions
-- (0003 rebuilt those from the quiz's pool) are not re-checked: NOT VALID holds every new row to it.
ALTER TABLE "attempt_answer" DROP CONSTRAINT "attempt_answer_attempt_id_attempt_id_fk";
--> statement-breakpoint
ALTER TABLE "attempt_answer" DROP CONSTRAINT "attempt_answer_question_id_question_id_fk";
--> statement-breakpoint
ALTER TABLE "competition_answer" DROP CONSTRAINT "competition_answer_competition_attempt_id_competition_attempt_id_fk";
--> statement-breakpoint
ALTER TABLE "competition_answer" DROP CONSTRAINT "competition_answer_question_id_question_id_fk";
--> statement-breakpoint
ALTER TABLE "attempt_answer" ADD CONSTRAINT "attempt_answer_asked_fk" FOREIGN KEY ("attempt_id","question_id") REFERENCES "public"."attempt_question"("attempt_id","question_id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "competition_answer" ADD CONSTRAINT "competition_answer_asked_fk" FOREIGN KEY ("competition_attempt_id","question_id") REFERENCES "public"."competition_attempt_question"("competition_attempt_id","question_id") ON DELETE cascade ON UPDATE no action;