import { sql, type SQL } from "drizzle-orm";

/**
 * Whether a competition result stands (SECURITY.md 39–40): not held for review, not voided by an
 * admin, and its entry not refunded. Only standing results rank, win prizes and earn certificates;
 * every reader of results (the boards, the receipt, the public board's competition tab,
 * certificates) asks this one rule. `alias` is the competition_result table's name in the query.
 */
export function standingResult(alias = "competition_result"): SQL {
  const r = sql.raw(alias);
  return sql`(${r}.held_reason is null and ${r}.void_reason is null and not exists (
    select 1 from competition_entry standing_entry
    where standing_entry.competition_id = ${r}.competition_id and standing_entry.user_id = ${r}.user_id
      and standing_entry.payment_status = 'refunded'))`;
}
