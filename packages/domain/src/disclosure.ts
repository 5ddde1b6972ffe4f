/**
 * Who may see a question's key (docs/architecture.md §4 'Sealed and open'): the one rule, asked at
 * every API exit that can carry a key, a right/wrong mark or a score derived from a question. Each
 * feature checked its own rule once, and the features met where nothing checked the whole: a game
 * projected a live quiz's keys, the custom-quiz builder listed a competition's. Now a question is
 * in exactly one state, kept by the question bank, and this decides.
 *
 * - `open`: anyone, in any feature (practice, the review deck, book pages, hosted games, custom
 *   quizzes and their printed sheets, challenges).
 * - `pool`: a leaderboard quiz's pool (live, archived or out of season): the key and the marks only
 *   to a member who has ended an attempt of every quiz whose pool holds it, in their own review;
 *   a score made of pool questions is a board's, public.
 * - `sealed`: the supply of the Saturday event and of competitions: nothing derived from it (key,
 *   mark, score, count, rank) reaches anyone but an administrator until its event or competition
 *   reveals it; the one exception is a competition's per-answer mark (and so the entrant's own
 *   score) to the entrant who paid for that entry.
 * - `private`: a question a leader wrote for their own custom quizzes: key, marks and scores only
 *   to those it belongs to — its author, the leaders of the groups its author's quizzes are shared
 *   with, and those who played it (`holder`). Never in the bank, its pools, boards or events, so
 *   never open: no other feature draws it.
 * A sealed question is revealed when its event closes or its competition can no longer take an
 * answer, and is open from then on: a question once revealed is never sealed again.
 */
export const QUESTION_ACCESS = ["open", "pool", "sealed", "private"] as const;
export type QuestionAccess = (typeof QUESTION_ACCESS)[number];

/** What may be disclosed: the right option, whether an answer was right, or anything counted from answers. */
export type Disclosed = "key" | "mark" | "score";

/** One question as one viewer stands to it, now. */
export interface Standing {
  /** The question's state now (accessAt). */
  access: QuestionAccess;
  /** The viewer is an administrator. */
  admin: boolean;
  /** The answer, attempt or review asked about is the viewer's own. */
  own: boolean;
  /** For a pool question: the viewer has ended an attempt of every quiz whose pool holds it. */
  endedItsQuizzes: boolean;
  /** For a sealed question: it was asked in a competition entry the viewer paid for. */
  paidEntrant: boolean;
  /**
   * For a private question: the viewer wrote it, leads a group that one of its author's custom
   * quizzes holding it is shared with, or was asked it (in their own attempt or a room they joined).
   */
  holder: boolean;
}

/** The rule: whether `what` about the question may reach the viewer now. */
export function mayDisclose(what: Disclosed, s: Standing): boolean {
  if (s.admin || s.access === "open") return true;
  if (s.access === "private") return s.holder;
  if (s.access === "pool") return what === "score" || (s.own && s.endedItsQuizzes);
  return what !== "key" && s.own && s.paidEntrant;
}

/** A stranger's standing: no account of their own in it (a visitor, another member, a room's phone). */
export const STRANGER: Omit<Standing, "access"> = { admin: false, own: false, endedItsQuizzes: false, paidEntrant: false, holder: false };

/**
 * The state a question is in at `now`: private when a leader wrote it (for good: it never joins the
 * bank), else sealed supply until its reveal time (for good once it comes), else pool while a quiz's
 * pool holds it, else open.
 */
export function accessAt(q: { sealed: boolean; revealsAt: Date | null; pooled: boolean; authored: boolean }, now: Date): QuestionAccess {
  if (q.authored) return "private";
  if (q.sealed && (q.revealsAt === null || q.revealsAt.getTime() > now.getTime())) return "sealed";
  return q.pooled ? "pool" : "open";
}
