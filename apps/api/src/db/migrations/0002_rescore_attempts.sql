-- The score rule changed (docs/architecture.md §4 'Attempts'): answer points are now multiplied by a speed
-- factor instead of getting an additive time bonus. Every finished or expired attempt is scored
-- again from its stored answers and the server's seconds, in whole numbers exactly as
-- scoreAttempt in packages/domain does: max(0, round((4c − w) × (2400 + r) / 3000)), r = 600 − seconds used.
-- Abandoned attempts stay at 0; running ones are scored when they end. The leaderboard tables are
-- then rebuilt from the new scores. Drizzle runs pending migrations in one transaction.
UPDATE "attempt" AS a SET
	"correct_count" = t."correct",
	"wrong_count" = t."wrong",
	"score" = greatest(0, least(100,
		(2 * (4 * t."correct" - t."wrong") * (2400 + greatest(0, least(600, 600 - a."seconds_used"))) + 3000) / 6000))
FROM (
	SELECT x."id",
		count(aa."question_id") FILTER (WHERE aa."is_correct")::int AS "correct",
		count(aa."question_id") FILTER (WHERE NOT aa."is_correct")::int AS "wrong"
	FROM "attempt" x
	LEFT JOIN "attempt_answer" aa ON aa."attempt_id" = x."id"
	WHERE x."status" IN ('finished', 'expired')
	GROUP BY x."id"
) AS t
WHERE a."id" = t."id";
--> statement-breakpoint
-- Day buckets: each member's best result of each UTC day (higher score, fewer seconds, earlier finish) and the day's count.
DELETE FROM "leaderboard_day";
--> statement-breakpoint
INSERT INTO "leaderboard_day" ("user_id", "day", "score", "seconds_used", "finished_at", "attempts")
SELECT DISTINCT ON (r."user_id", r."day") r."user_id", r."day", r."score", r."seconds_used", r."finished_at",
	count(*) OVER (PARTITION BY r."user_id", r."day")
FROM (
	SELECT "user_id", ("finished_at" AT TIME ZONE 'UTC')::date AS "day", "score", "seconds_used", "finished_at"
	FROM "attempt"
	WHERE "status" IN ('finished', 'expired') AND "finished_at" IS NOT NULL
) AS r
ORDER BY r."user_id", r."day", r."score" DESC, r."seconds_used", r."finished_at";
--> statement-breakpoint
-- Boards: the best day bucket per member within each board's window; the score histogram
-- (leaderboard_score) is emptied and follows the new entries through its trigger.
DELETE FROM "leaderboard_entry";
--> statement-breakpoint
DELETE FROM "leaderboard_score";
--> statement-breakpoint
INSERT INTO "leaderboard_entry" ("board", "user_id", "score", "seconds_used", "finished_at", "attempts")
SELECT DISTINCT ON (b."board", d."user_id") b."board", d."user_id", d."score", d."seconds_used", d."finished_at",
	sum(d."attempts") OVER (PARTITION BY b."board", d."user_id")
FROM (
	SELECT 'all'::text AS "board", NULL::date AS "start_day"
	UNION ALL
	SELECT "board", "start_day" FROM "leaderboard_board" WHERE "board" IN ('week', 'month')
) AS b
JOIN "leaderboard_day" d ON b."start_day" IS NULL OR d."day" >= b."start_day"
ORDER BY b."board", d."user_id", d."score" DESC, d."seconds_used", d."finished_at";
