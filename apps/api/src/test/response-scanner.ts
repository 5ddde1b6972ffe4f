/**
 * The response scanner (docs/security.md 57, 58): every response an API test reads through
 * TestClient is scanned for what its caller may not see, whatever route sent it. It walks the JSON
 * for a key (`correctIndex`, `answerIndex`), a right/wrong mark (`isCorrect`, a boolean `correct`, a
 * question's tally of `right` of `asked`) and a Saturday event attempt's score, finds the question
 * or attempt each belongs to, and asks the
 * domain's one rule (mayDisclose) with the caller's standing read from the database here, not from
 * any route's own check. A finding it cannot tie to a question fails too: a new shape must teach the
 * scanner where its question is before it can carry a key.
 *
 * It knows the caller by the session cookie (a visitor or a room's phone is a stranger), and treats
 * every signed-in caller as the owner of what they read (routes refuse another's result with 404, as
 * the authorization tests show); so it catches a key, a mark or a score reaching someone the rule
 * keeps it from, not a wrong owner.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { accessAt, mayDisclose, type Disclosed } from "@berean/domain";
import { rowsOf, type Db } from "../db/client.ts";
import { question, reviewCard, session, user } from "../db/schema.ts";

export interface ScannedRequest {
  method: string;
  path: string;
  requestBody: unknown;
  cookieHeader: string;
  status: number;
}

type Identity = { questionId: number } | { stem: string } | { attemptId: number; position: number } | null;
interface Finding {
  what: Disclosed;
  identity: Identity;
  at: string;
}
interface ScoreFinding {
  attemptId: number;
  at: string;
}

const KEY_FIELDS = ["correctIndex", "answerIndex"];
const STEM_FIELDS = ["text", "question", "prompt"];
const SESSION_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** The question an object is about: its own id or stem, or its parent's (a game's outcome beside its question). */
function identityOf(node: Json, parent: Json | null): Identity {
  for (const candidate of [node, parent]) {
    if (!candidate) continue;
    if (typeof candidate.questionId === "number") return { questionId: candidate.questionId };
    for (const field of STEM_FIELDS) if (typeof candidate[field] === "string" && Array.isArray(candidate.options)) return { stem: candidate[field] };
    if (isObject(candidate.question) && typeof candidate.question.text === "string") return { stem: candidate.question.text };
  }
  // An attempt's answer by its place: the attempt (its parent, holding its questions) names it.
  if (typeof node.position === "number" && parent && typeof parent.id === "number" && Array.isArray(parent.questions))
    return { attemptId: parent.id, position: node.position };
  return null;
}

/** An attempt an object reports on: its attemptId or resultId, or its own id when it looks like a result. */
function attemptOf(node: Json): number | null {
  for (const field of ["attemptId", "resultId"]) if (typeof node[field] === "number") return node[field];
  if (typeof node.id === "number" && ("quizTitle" in node || "finishedAt" in node)) return node.id;
  return null;
}

function walk(node: unknown, parent: Json | null, at: string, findings: Finding[], scores: ScoreFinding[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => walk(item, parent, `${at}[${i}]`, findings, scores));
    return;
  }
  if (!isObject(node)) return;
  const keyed = KEY_FIELDS.some((f) => typeof node[f] === "number");
  // A count of right answers to one question (an assignment's per-question tally) is a mark: in a small enough group it is one member's.
  const marked = typeof node.isCorrect === "boolean" || typeof node.correct === "boolean" || (typeof node.right === "number" && typeof node.asked === "number");
  if (keyed || marked) {
    const identity = identityOf(node, parent);
    if (keyed) findings.push({ what: "key", identity, at });
    if (marked) findings.push({ what: "mark", identity, at });
  }
  const attemptId = attemptOf(node);
  if (attemptId !== null && (typeof node.score === "number" || typeof node.correct === "number")) scores.push({ attemptId, at });
  for (const [field, value] of Object.entries(node)) walk(value, node, `${at}.${field}`, findings, scores);
}

/**
 * Where the request's path says the question is, for a response that names none (an answer's
 * mark): its id, "verse" for a memory verse's card (a recitation has no key), or null.
 */
async function questionOfRequest(db: Db, request: ScannedRequest): Promise<number | "verse" | null> {
  const answer = /^\/api\/attempts\/(\d+)\/answers$/.exec(request.path);
  if (answer && isObject(request.requestBody) && typeof request.requestBody.position === "number") {
    const rows = rowsOf<{ question_id: number }>(
      await db.execute(
        sql`select question_id from attempt_question where attempt_id = ${Number(answer[1])} and position = ${request.requestBody.position - 1}`,
      ),
    );
    return rows[0]?.question_id ?? null;
  }
  const card = /^\/api\/review\/cards\/(\d+)\/answer$/.exec(request.path);
  if (card) {
    const [row] = await db
      .select({ questionId: reviewCard.questionId })
      .from(reviewCard)
      .where(eq(reviewCard.id, Number(card[1])));
    return row ? (row.questionId ?? "verse") : null;
  }
  return null;
}

async function viewerOf(db: Db, cookieHeader: string): Promise<{ id: string; admin: boolean } | null> {
  for (const part of cookieHeader.split(";")) {
    const eqAt = part.indexOf("=");
    if (eqAt < 0 || !SESSION_COOKIES.includes(part.slice(0, eqAt).trim())) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eqAt + 1).trim());
    } catch {
      return null;
    }
    const token = value.slice(0, Math.max(0, value.lastIndexOf(".")));
    const [row] = await db
      .select({ id: user.id, role: user.role })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(and(eq(session.token, token), sql`${session.expiresAt} > now()`));
    return row ? { id: row.id, admin: row.role === "admin" } : null;
  }
  return null;
}

export class DisclosureViolation extends Error {}

/**
 * Every key the scanner let through while `record` is on, with who read it (a user id, or null for
 * a stranger): the determined player's harvest, which its test compares with the live supply.
 */
export const disclosures = { record: false, keys: [] as Array<{ viewer: string | null; questionId: number; path: string }> };

/** Scans one response; throws DisclosureViolation naming every finding the rule forbids. */
export async function scanResponse(db: Db, request: ScannedRequest, body: unknown): Promise<void> {
  if (request.status >= 400 || (!isObject(body) && !Array.isArray(body))) return;
  const findings: Finding[] = [];
  const scores: ScoreFinding[] = [];
  walk(body, null, "$", findings, scores);
  if (findings.length === 0 && scores.length === 0) return;

  const viewer = await viewerOf(db, request.cookieHeader);
  if (viewer?.admin) return;
  const now = new Date();
  const problems: string[] = [];

  if (findings.length) {
    const fromRequest = findings.some((f) => f.identity === null) ? await questionOfRequest(db, request) : null;
    const stems = [...new Set(findings.flatMap((f) => (f.identity && "stem" in f.identity ? [f.identity.stem] : [])))];
    const byStem = new Map<string, number[]>();
    if (stems.length) {
      for (const row of await db.select({ id: question.id, text: question.question }).from(question).where(inArray(question.question, stems))) {
        byStem.set(row.text, [...(byStem.get(row.text) ?? []), row.id]);
      }
    }
    const places = findings.flatMap((f) => (f.identity && "position" in f.identity ? [f.identity] : []));
    const byPlace = new Map<string, number>();
    if (places.length) {
      const rows = rowsOf<{ attempt_id: number; position: number; question_id: number }>(
        await db.execute(
          sql`select attempt_id, position, question_id from attempt_question where (attempt_id, position) in (${sql.join(
            places.map((p) => sql`(${p.attemptId}::int, ${p.position - 1}::smallint)`),
            sql`, `,
          )})`,
        ),
      );
      for (const r of rows) byPlace.set(`${r.attempt_id}:${r.position + 1}`, r.question_id);
    }
    const idsOf = (f: Finding): number[] | null => {
      if (f.identity === null) return fromRequest === null ? null : fromRequest === "verse" ? [] : [fromRequest];
      if ("position" in f.identity) {
        const id = byPlace.get(`${f.identity.attemptId}:${f.identity.position}`);
        return id === undefined ? [] : [id];
      }
      return "questionId" in f.identity ? [f.identity.questionId] : (byStem.get(f.identity.stem) ?? []);
    };
    const ids = [...new Set(findings.flatMap((f) => idsOf(f) ?? []))];
    const standing = new Map<
      number,
      { sealed: boolean; revealsAt: Date | null; pooled: boolean; ended: boolean; paidEntrant: boolean; authored: boolean; holder: boolean }
    >();
    if (ids.length) {
      const rows = rowsOf<{
        id: number;
        sealed: boolean;
        reveals_at: Date | string | null;
        pooled: boolean;
        ended: boolean;
        paid_entrant: boolean;
        authored: boolean;
        holder: boolean;
      }>(
        await db.execute(sql`
          select q.id, q.sealed, q.reveals_at,
            exists (select 1 from quiz_question h where h.question_id = q.id) as pooled,
            ${
              viewer
                ? sql`not exists (select 1 from quiz_question h where h.question_id = q.id and not exists (
                    select 1 from attempt t where t.user_id = ${viewer.id} and t.quiz_id = h.quiz_id and t.mode = 'quiz' and t.status <> 'in_progress'))`
                : sql`false`
            } as ended,
            ${
              viewer
                ? sql`exists (select 1 from attempt_question aq join attempt t on t.id = aq.attempt_id
                    join competition_entry e on e.competition_id = t.competition_id and e.user_id = t.user_id and e.payment_status = 'paid'
                    where aq.question_id = q.id and t.user_id = ${viewer.id} and t.mode = 'competition')`
                : sql`false`
            } as paid_entrant,
            q.author_id is not null as authored,
            ${
              // A private question's holders: its author, the leaders of a group one of its author's
              // custom quizzes holding it is shared with, and those an attempt of theirs asked it.
              viewer
                ? sql`(q.author_id = ${viewer.id}
                    or exists (select 1 from attempt_question aq join attempt t on t.id = aq.attempt_id where aq.question_id = q.id and t.user_id = ${viewer.id})
                    or exists (select 1 from custom_quiz_question cqq join custom_quiz cq on cq.id = cqq.custom_quiz_id and cq.owner_id = q.author_id
                      join custom_quiz_group cg on cg.custom_quiz_id = cq.id
                      join group_member gm on gm.group_id = cg.group_id and gm.user_id = ${viewer.id} and gm.role in ('owner', 'leader')
                      where cqq.question_id = q.id))`
                : sql`false`
            } as holder
          from question q where q.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`),
      );
      for (const r of rows)
        standing.set(r.id, {
          sealed: r.sealed,
          revealsAt: r.reveals_at === null ? null : new Date(r.reveals_at),
          pooled: r.pooled,
          ended: r.ended,
          paidEntrant: r.paid_entrant,
          authored: r.authored,
          holder: r.holder,
        });
    }
    for (const f of findings) {
      if (f.identity === null && fromRequest === "verse") continue;
      const questionIds = idsOf(f);
      if (questionIds === null || questionIds.length === 0) {
        problems.push(`${f.what} at ${f.at} belongs to no question the scanner can find (teach response-scanner.ts where this shape's question is)`);
        continue;
      }
      // A stem two questions share: allowed when the rule allows it for either.
      const allowed = questionIds.some((id) => {
        const s = standing.get(id);
        if (!s) return false;
        const access = accessAt({ sealed: s.sealed, revealsAt: s.revealsAt, pooled: s.pooled, authored: s.authored }, now);
        return mayDisclose(f.what, { access, admin: false, own: viewer !== null, endedItsQuizzes: s.ended, paidEntrant: s.paidEntrant, holder: s.holder });
      });
      if (!allowed) problems.push(`the ${f.what} of question ${questionIds.join("/")} at ${f.at}`);
      else if (disclosures.record && f.what === "key")
        for (const questionId of questionIds) disclosures.keys.push({ viewer: viewer?.id ?? null, questionId, path: request.path });
    }
  }

  if (scores.length) {
    const attemptIds = [...new Set(scores.map((s) => s.attemptId))];
    const running = new Set(
      rowsOf<{ id: number }>(
        await db.execute(sql`select a.id from attempt a join live_event e on e.id = a.live_event_id
          where a.id in (${sql.join(
            attemptIds.map((id) => sql`${id}`),
            sql`, `,
          )}) and e.closes_at > ${now.toISOString()}::timestamptz`),
      ).map((r) => r.id),
    );
    for (const s of scores) if (running.has(s.attemptId)) problems.push(`the score of event attempt ${s.attemptId} while its event runs, at ${s.at}`);
  }

  if (problems.length) {
    throw new DisclosureViolation(
      `${request.method} ${request.path} (${viewer ? `member ${viewer.id}` : "a stranger"}) carried what the rule keeps from its caller: ${problems.join("; ")}`,
    );
  }
}
