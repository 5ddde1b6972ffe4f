ALTER TABLE "question" ADD COLUMN "sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "pack" text;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "reveals_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "question_sealed_supply_idx" ON "question" USING btree ("id") WHERE "question"."sealed" and "question"."reveals_at" is null;--> statement-breakpoint
-- The sealed supply (docs/architecture.md §4 'Sealed and open'). The event reserve becomes it; being in the repository, it is the public sample pack.
UPDATE "question" SET "sealed" = true, "pack" = 'sample' WHERE "event_reserve";--> statement-breakpoint
-- Asked by a Saturday event: sealed until the last event that asked it closes, open from then on.
UPDATE "question" q SET "sealed" = true, "reveals_at" = asked."last_close"
FROM (SELECT eq."question_id", max(e."closes_at") AS "last_close" FROM "live_event_question" eq JOIN "live_event" e ON e."id" = eq."event_id" GROUP BY eq."question_id") asked
WHERE asked."question_id" = q."id";--> statement-breakpoint
-- In a competition's set: sealed while one that holds it is upcoming or active, revealed now when all are over.
UPDATE "question" q SET "sealed" = true, "reveals_at" = CASE WHEN held."open" THEN NULL ELSE now() END
FROM (SELECT cq."question_id", bool_or(c."status" IN ('upcoming', 'active')) AS "open" FROM "competition_question" cq JOIN "competition" c ON c."id" = cq."competition_id" GROUP BY cq."question_id") held
WHERE held."question_id" = q."id";
