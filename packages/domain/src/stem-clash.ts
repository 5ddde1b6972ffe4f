/**
 * A question whose stem gives away another's key (docs/architecture.md §4 'Sealed and open',
 * content/README.md): 'Why did Joseph's brothers hate him?' beside 'Whom did Jacob love more than
 * all his children?'. Two such questions never share a quiz's pool (scripts/build-quizzes.ts,
 * checked by scripts/bank-quality.ts), a Saturday event's 25 or a competition's random draw: a
 * player would read one key in the other's stem.
 */

/** The fields the rule reads, as the bank's files and the question table both have them. */
export interface ClashQuestion {
  question: string;
  options: readonly string[];
  answer: number;
  reference: string | null;
  /** Every passage it cites, `reference` first, when it cites more than one. */
  references?: readonly string[] | null;
}

const STOP = new Set(
  (
    "the a an of and or to in on at by for with from his her their him them he she they it its is was were be been are as that this these " +
    "those who whom which what when where why how did do does not no nor but so then than into upon unto thee thou thy thine ye you your " +
    "our we us my me i all any some had has have said say says after before first"
  ).split(" "),
);

export const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const stem = (w: string) => w.replace(/'s$/, "").replace(/(es|s)$/, "");
/** The words of a text that carry its meaning, lower-cased and stemmed ('kings' and 'king' alike). */
export const contentWords = (s: string) =>
  normalise(s)
    .split(" ")
    .filter((w) => w && !STOP.has(w))
    .map(stem);

/** The chapters a reference spans in its book ('Genesis 37:3' → genesis 37–37), or null for one it cannot read. */
function chaptersOf(ref: string): { book: string; c1: number; c2: number } | null {
  const m = /^(.+?)\s+(\d+)(?::(\d+)(?:-(?:(\d+):)?(\d+))?)?$/.exec(ref.trim());
  if (!m) return null;
  const name = m[1]!.trim().toLowerCase();
  const c1 = Number(m[2]);
  return { book: name === "psalm" ? "psalms" : name, c1, c2: m[4] ? Number(m[4]) : c1 };
}

interface Profile {
  key: string[];
  chapterKey: string | null;
  stem: Set<string>;
  stemText: string;
  passages: Array<ReturnType<typeof chaptersOf>>;
}
const profiles = new WeakMap<ClashQuestion, Profile>();
function profile(q: ClashQuestion): Profile {
  let p = profiles.get(q);
  if (!p) {
    const key = normalise(q.options[q.answer] ?? "");
    const refs = q.references?.length ? q.references : q.reference ? [q.reference] : [];
    p = {
      // Numbers are left out: a stem's '12 tribes' answers nothing.
      key: contentWords(key).filter((w) => !/^\d+$/.test(w)),
      chapterKey: /^(psalms?|[1-3]? ?[a-z ]+) \d+$/.test(key) ? `${key.replace(/^psalm /, "psalms ")} ` : null,
      stem: new Set(contentWords(q.question)),
      stemText: `${normalise(q.question).replace(/\bpsalm\b/g, "psalms")} `,
      passages: refs.map(chaptersOf),
    };
    profiles.set(q, p);
  }
  return p;
}

/**
 * True when the stem of `b` answers `a`: it holds every word of `a`'s key (or, for a key that is a
 * chapter, 'Romans 8', cites that chapter), and the two ask about the same chapters.
 */
export function stemAnswers(b: ClashQuestion, a: ClashQuestion): boolean {
  if (a === b) return false;
  const [pa, pb] = [profile(a), profile(b)];
  const given = pa.chapterKey ? pb.stemText.includes(pa.chapterKey) : pa.key.length > 0 && pa.key.every((w) => pb.stem.has(w));
  if (!given) return false;
  return pa.passages.some((x) => pb.passages.some((y) => !!x && !!y && x.book === y.book && x.c1 <= y.c2 && y.c1 <= x.c2));
}

/** Either question's stem answers the other: they never stand in one set. */
export const clashes = (a: ClashQuestion, b: ClashQuestion) => stemAnswers(a, b) || stemAnswers(b, a);
