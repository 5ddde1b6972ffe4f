-- One attempt engine (docs/decisions/017-one-attempt-engine.md): a competition attempt becomes a row
-- of attempt (mode 'competition'), its questions rows of attempt_question and its answers rows of
-- attempt_answer; the result's score, time, hold and void move onto the attempt, and the rank and
-- prize frozen at completion into competition_award. Every stored competition attempt, answer and
-- result moves here with its values unchanged, then the four tables of the second engine go.
CREATE TABLE "competition_award" (
	"attempt_id" integer PRIMARY KEY NOT NULL,
	"rank" integer,
	"prize_cents" integer
);
--> statement-breakpoint
ALTER TABLE "attempt" ALTER COLUMN "quiz_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt" ADD COLUMN "mode" text DEFAULT 'quiz' NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt" ADD COLUMN "competition_id" integer;--> statement-breakpoint
ALTER TABLE "competition_award" ADD CONSTRAINT "competition_award_attempt_id_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_competition_id_competition_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempt_competition_unique" ON "attempt" USING btree ("user_id","competition_id") WHERE "attempt"."competition_id" is not null;--> statement-breakpoint
CREATE INDEX "attempt_competition_idx" ON "attempt" USING btree ("competition_id","status") WHERE "attempt"."competition_id" is not null;--> statement-breakpoint
-- The Saturday event's attempts are the ones that name an event.
UPDATE "attempt" SET "mode" = 'event' WHERE "live_event_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_mode_check" CHECK ("attempt"."mode" in ('quiz', 'event', 'competition', 'game', 'practice'));--> statement-breakpoint
ALTER TABLE "attempt" ADD CONSTRAINT "attempt_mode_source_check" CHECK (("attempt"."competition_id" is not null) = ("attempt"."mode" = 'competition') and ("attempt"."mode" not in ('quiz', 'event') or "attempt"."quiz_id" is not null));--> statement-breakpoint
-- Each member's attempt and result at a competition become one attempt. A result saved without an
-- attempt row (made by hand) keeps its score, time and finish; it started its time before that finish.
-- The result's created_at was the moment the attempt ended (its finished_at), which the boards rank by.
INSERT INTO "attempt" ("user_id", "mode", "quiz_id", "competition_id", "period_key", "week_start", "status", "started_at", "deadline_at", "finished_at",
  "score", "correct_count", "wrong_count", "seconds_used", "void_reason", "held_reason", "held_at", "created_at")
SELECT m.user_id, 'competition', NULL, m.competition_id, 'competition:' || m.competition_id,
  ((m.started_at AT TIME ZONE u.timezone)::date - extract(dow FROM (m.started_at AT TIME ZONE u.timezone))::int),
  CASE WHEN m.result_id IS NULL THEN 'in_progress' WHEN m.void_reason IS NOT NULL THEN 'voided' ELSE 'finished' END,
  m.started_at, m.deadline_at, m.finished_at,
  coalesce(m.score, 0),
  coalesce((SELECT count(*) FILTER (WHERE a.is_correct) FROM competition_answer a WHERE a.competition_attempt_id = m.attempt_id), 0),
  coalesce((SELECT count(*) FILTER (WHERE NOT a.is_correct) FROM competition_answer a WHERE a.competition_attempt_id = m.attempt_id), 0),
  coalesce(m.time_taken, 0), m.void_reason, m.held_reason, m.held_at, m.started_at
FROM (
  SELECT coalesce(ca.user_id, cr.user_id) AS user_id, coalesce(ca.competition_id, cr.competition_id) AS competition_id,
    ca.id AS attempt_id, cr.id AS result_id,
    coalesce(ca.started_at, cr.created_at - make_interval(secs => cr.time_taken)) AS started_at,
    coalesce(ca.deadline_at, cr.created_at - make_interval(secs => cr.time_taken) + interval '1800 seconds') AS deadline_at,
    CASE WHEN cr.id IS NULL THEN NULL ELSE cr.created_at END AS finished_at,
    cr.score, cr.time_taken, cr.void_reason, cr.held_reason, cr.held_at
  FROM competition_attempt ca
  FULL JOIN competition_result cr ON cr.competition_id = ca.competition_id AND cr.user_id = ca.user_id
) m
JOIN "user" u ON u.id = m.user_id
ORDER BY m.started_at, m.attempt_id, m.result_id;--> statement-breakpoint
INSERT INTO "attempt_question" ("attempt_id", "position", "question_id", "option_order")
SELECT a.id, q.position, q.question_id, q.option_order
FROM competition_attempt_question q
JOIN competition_attempt ca ON ca.id = q.competition_attempt_id
JOIN "attempt" a ON a.competition_id = ca.competition_id AND a.user_id = ca.user_id;--> statement-breakpoint
INSERT INTO "attempt_answer" ("attempt_id", "question_id", "chosen_index", "is_correct", "answered_at")
SELECT a.id, ans.question_id, ans.chosen_index, ans.is_correct, ans.answered_at
FROM competition_answer ans
JOIN competition_attempt ca ON ca.id = ans.competition_attempt_id
JOIN "attempt" a ON a.competition_id = ca.competition_id AND a.user_id = ca.user_id;--> statement-breakpoint
INSERT INTO "competition_award" ("attempt_id", "rank", "prize_cents")
SELECT a.id, cr.rank, cr.prize_cents
FROM competition_result cr
JOIN "attempt" a ON a.competition_id = cr.competition_id AND a.user_id = cr.user_id
WHERE cr.rank IS NOT NULL OR cr.prize_cents IS NOT NULL;--> statement-breakpoint
-- The admins' decisions on held results now name the attempt.
UPDATE "audit_log" l SET "target_type" = 'attempt', "target_id" = a.id::text
FROM competition_result cr
JOIN "attempt" a ON a.competition_id = cr.competition_id AND a.user_id = cr.user_id
WHERE l.target_type = 'competition_result' AND l.target_id = cr.id::text;--> statement-breakpoint
DROP TABLE "competition_answer" CASCADE;--> statement-breakpoint
DROP TABLE "competition_attempt_question" CASCADE;--> statement-breakpoint
DROP TABLE "competition_attempt" CASCADE;--> statement-breakpoint
DROP TABLE "competition_result" CASCADE;
