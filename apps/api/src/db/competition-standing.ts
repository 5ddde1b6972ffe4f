import { sql, type SQL } from "drizzle-orm";

/**
 * Whether a competition attempt's result stands (docs/security.md 39–40): ended (finished, or expired
 * at its deadline), not held for review, not voided by an admin, and its entry not refunded. Only
 * standing results rank, win prizes and earn certificates; every reader of results (the boards,
 * the receipt, the public board's competition tab, certificates) asks this one rule. `alias` is
 * the attempt table's name in the query. Kept with the schema, not in a feature, because the
 * competitions, the public board's competition tab and the certificates all ask it (and the
 * competitions reach the attempt engine, which reaches the leaderboards).
 */
export function standingResult(alias = "attempt"): SQL {
  const r = sql.raw(alias);
  return sql`(${r}.competition_id is not null and ${r}.status in ('finished', 'expired') and ${r}.held_reason is null and not exists (
    select 1 from competition_entry standing_entry
    where standing_entry.competition_id = ${r}.competition_id and standing_entry.user_id = ${r}.user_id
      and standing_entry.payment_status = 'refunded'))`;
}
