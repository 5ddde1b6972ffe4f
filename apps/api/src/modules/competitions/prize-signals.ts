import { sql, type SQL } from "drizzle-orm";
import { displayName, type PrizeSignal } from "@berean/domain";
import { rowsOf, type DbOrTx } from "../../db/client.ts";

/**
 * The prize review's collusion signals (docs/architecture.md §4 'Competitions', docs/security.md
 * 52): what an admin weighs before 'Mark paid'. Each compares the winning result with the other
 * entrants of the same competition:
 * - the same address range where they started playing (an IPv4 /24, an IPv6 /48), or the same card
 *   paying the entry (the provider's fingerprint): one person behind two accounts, or a team in one room;
 * - an account younger than NEW_ACCOUNT_DAYS when its holder started the attempt: a burner made for it;
 * - the same options chosen on the questions both were asked (each entrant draws their own set from
 *   the pool, so they share a few): at least SAME_ANSWERS_MIN_SHARED shared, SAME_ANSWERS_SHARE of
 *   them alike, and at least one of the alike a wrong answer (two people who know the answers agree
 *   on the right ones; two who copy one another agree on the mistakes too).
 * A signal is never a verdict: the admin pays, or voids the result with a reason.
 */
export const NEW_ACCOUNT_DAYS = 7;
export const SAME_ANSWERS_MIN_SHARED = 3;
export const SAME_ANSWERS_SHARE = 0.9;

const people = (names: string[]) => (names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`);

/** The signals of each given competition result (attempt ids), none for a result with none. */
export async function prizeSignals(db: DbOrTx, attemptIds: number[]): Promise<Map<number, PrizeSignal[]>> {
  const signals = new Map<number, PrizeSignal[]>(attemptIds.map((id) => [id, []]));
  if (attemptIds.length === 0) return signals;
  const ids: SQL = sql.join(
    attemptIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [shared, young, alike] = await Promise.all([
    db
      .execute(
        sql`select w.id as attempt_id, o.full_name, o.email, we.address_range,
              (oe.address_range = we.address_range) as same_range, (oe.card_fingerprint = we.card_fingerprint) as same_card
            from attempt w
            join competition_entry we on we.competition_id = w.competition_id and we.user_id = w.user_id
            join competition_entry oe on oe.competition_id = w.competition_id and oe.user_id <> w.user_id
            join "user" o on o.id = oe.user_id
            where w.id in (${ids}) and (oe.address_range = we.address_range or oe.card_fingerprint = we.card_fingerprint)
            order by w.id, o.full_name, o.email`,
      )
      .then((r) =>
        rowsOf<{ attempt_id: number; full_name: string; email: string; address_range: string | null; same_range: boolean | null; same_card: boolean | null }>(
          r,
        ),
      ),
    db
      .execute(
        sql`select w.id as attempt_id, floor(extract(epoch from (w.started_at - u.created_at)) / 86400)::int as days
            from attempt w join "user" u on u.id = w.user_id
            where w.id in (${ids}) and w.started_at - u.created_at < make_interval(days => ${NEW_ACCOUNT_DAYS}::int)`,
      )
      .then((r) => rowsOf<{ attempt_id: number; days: number }>(r)),
    db
      .execute(
        sql`select w.id as attempt_id, o.full_name, o.email, count(*)::int as shared,
              count(*) filter (where oa.chosen_index = wa.chosen_index)::int as alike,
              count(*) filter (where oa.chosen_index = wa.chosen_index and not wa.is_correct)::int as alike_wrong
            from attempt w
            join attempt_answer wa on wa.attempt_id = w.id
            join attempt other on other.competition_id = w.competition_id and other.user_id <> w.user_id
            join attempt_answer oa on oa.attempt_id = other.id and oa.question_id = wa.question_id
            join "user" o on o.id = other.user_id
            where w.id in (${ids})
            group by w.id, o.id, o.full_name, o.email
            having count(*) >= ${SAME_ANSWERS_MIN_SHARED}
              and count(*) filter (where oa.chosen_index = wa.chosen_index) >= ${SAME_ANSWERS_SHARE}::float8 * count(*)
              and count(*) filter (where oa.chosen_index = wa.chosen_index and not wa.is_correct) >= 1
            order by w.id, alike desc, o.full_name`,
      )
      .then((r) => rowsOf<{ attempt_id: number; full_name: string; email: string; shared: number; alike: number; alike_wrong: number }>(r)),
  ]);

  for (const id of attemptIds) {
    const list = signals.get(id)!;
    const mine = shared.filter((r) => r.attempt_id === id);
    const sameRange = mine.filter((r) => r.same_range).map((r) => displayName(r.full_name, r.email));
    if (sameRange.length) list.push({ kind: "address", text: `Played from the same network (${mine[0]!.address_range}) as ${people(sameRange)}.` });
    const sameCard = mine.filter((r) => r.same_card).map((r) => displayName(r.full_name, r.email));
    if (sameCard.length) list.push({ kind: "card", text: `Paid the entry with the same card as ${people(sameCard)}.` });
    const age = young.find((r) => r.attempt_id === id);
    if (age)
      list.push({
        kind: "new_account",
        text:
          age.days < 1
            ? "The account was made the day the attempt began."
            : `The account was ${age.days} ${age.days === 1 ? "day" : "days"} old when the attempt began.`,
      });
    for (const r of alike.filter((row) => row.attempt_id === id)) {
      list.push({
        kind: "same_answers",
        text: `Chose the same options as ${displayName(r.full_name, r.email)} on ${r.alike} of the ${r.shared} questions both were asked, ${r.alike_wrong} wrong ${r.alike_wrong === 1 ? "answer" : "answers"} among them.`,
      });
    }
  }
  return signals;
}
