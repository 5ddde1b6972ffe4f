/**
 * Expand, then contract (docs/architecture.md §8): lint (scripts/check-migrations.mjs) refuses a
 * migration that drops, renames or narrows what the previous release may still read during a
 * rolling deploy, unless contract-steps.json names it with its reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contractSteps, EXPAND_ONLY_FROM } from "../../../../scripts/migration-rules.mjs";
import { MIGRATIONS_DIR } from "../paths.ts";

describe("expand, then contract", () => {
  it("lets a migration add, and names each statement that contracts", () => {
    const expand = `CREATE TABLE "thing" ("id" serial PRIMARY KEY NOT NULL);--> statement-breakpoint
ALTER TABLE "practice_session" ADD COLUMN "deck" integer[];--> statement-breakpoint
ALTER TABLE "practice_session" ADD COLUMN "dealt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "game_question_question_idx" ON "game_question" USING btree ("question_id");`;
    expect(contractSteps(expand)).toEqual([]);

    const contract = [
      `DROP TABLE "quiz_attempt" CASCADE;`,
      `ALTER TABLE "attempt" DROP COLUMN "legacy_score";`,
      `ALTER TABLE "attempt" RENAME COLUMN "score" TO "points";`,
      `ALTER TABLE "attempt" RENAME TO "attempts";`,
      `ALTER TABLE "attempt" ALTER COLUMN "score" SET DATA TYPE bigint;`,
      `ALTER TABLE "attempt" ALTER COLUMN "quiz_id" SET NOT NULL;`,
    ];
    expect(contractSteps(contract.join("--> statement-breakpoint\n"))).toHaveLength(contract.length);
    // A comment that mentions a drop is not one.
    expect(contractSteps(`-- DROP TABLE "x" comes later\nALTER TABLE "x" ADD COLUMN "y" text;`)).toEqual([]);
  });

  it("holds the committed migrations since the rule: only additions (the two before it are named)", () => {
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql"));
    const allowed = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "contract-steps.json"), "utf8")) as Record<string, string>;
    for (const file of files.filter((f) => Number(f.slice(0, 4)) >= EXPAND_ONLY_FROM && !allowed[f]))
      expect(contractSteps(readFileSync(join(MIGRATIONS_DIR, file), "utf8")), file).toEqual([]);
    // The rule finds the contract steps of the past (before it was written).
    expect(contractSteps(readFileSync(join(MIGRATIONS_DIR, "0022_contract_event_reserve.sql"), "utf8")).length).toBeGreaterThan(0);
  });
});
