#!/usr/bin/env node
/**
 * Writes content/quizzes.json from the question bank (content/questions): the six
 * featured book quizzes, one quiz per landing category, the weekly event quiz, a quiz for
 * every other book with 25 or more questions, and one quiz for each church season drawn from the
 * season's passages (shown only in its season, docs/architecture.md §4 'Seasonal quizzes'). Each quiz is a pool of up to 50 questions (twice the
 * 25 an attempt asks, where the bank allows: two accounts then share about half their questions,
 * not all of them), each attempt draws its own 25 from it. A few questions of every book stay out
 * of all quizzes for its public hub page. The weekly quiz has no pool: each event draws its 25 from
 * the sealed supply, which is not in this bank (the public sample pack is content/sample-pack;
 * docs/architecture.md §4 'Sealed and open'). Deterministic (seeded), and it spreads questions so
 * quizzes overlap little: each pick prefers the questions used least so far. No pool holds two
 * questions of which one's stem answers the other (content/README.md). Re-run after the bank
 * grows: the seed (apps/api/src/db/seed.ts) updates every quiz's pool, and attempts already made
 * keep the questions they drew.
 *
 *   npx tsx scripts/build-quizzes.ts
 */
import { writeFileSync } from "node:fs";
import type { ContentQuestion, ContentQuiz } from "../packages/domain/src/content.ts";
import { inSeason, loadBank, normalise, stemAnswers } from "./bank-quality.ts";

type Question = ContentQuestion;
const bank = loadBank();
const OLD = new Set(
  "genesis exodus leviticus numbers deuteronomy joshua judges ruth 1-samuel 2-samuel 1-kings 2-kings 1-chronicles 2-chronicles ezra nehemiah esther job psalms proverbs ecclesiastes song-of-solomon isaiah jeremiah lamentations ezekiel daniel hosea joel amos obadiah jonah micah nahum habakkuk zephaniah haggai zechariah malachi".split(
    " ",
  ),
);
const NAMES: Record<string, string> = { "1-samuel": "1 Samuel", "1-kings": "1 Kings", "2-kings": "2 Kings", "song-of-solomon": "Song of Solomon" };
const bookName = (slug: string) => NAMES[slug] ?? slug.replace(/(^|-)([a-z])/g, (_, s, c) => (s ? " " : "") + c.toUpperCase());

let seed = 20261122;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const shuffle = <T>(list: T[]): T[] =>
  list
    .map((x) => [random(), x] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, x]) => x);

const uses = new Map(bank.map((q) => [q.id, 0]));
/** How many easy/medium/hard questions a quiz of each difficulty takes. */
const MIX: Record<string, Record<string, number>> = {
  easy: { easy: 12, medium: 10, hard: 3 },
  medium: { easy: 9, medium: 11, hard: 5 },
  hard: { easy: 5, medium: 10, hard: 10 },
};
const RANK: Record<Question["difficulty"], number> = { easy: 0, medium: 1, hard: 2 };

/** Each quiz holds a pool; every attempt draws its 25 from it (apps/api attempts), keeping its mix. */
const POOL = 50;
/** Questions of each book kept out of every quiz, so its public hub page always has some to show. */
const HUB_RESERVE = 6;

const counts = new Map<string, number>();
for (const q of bank) counts.set(q.book, (counts.get(q.book) ?? 0) + 1);
// A book with a quiz of its own keeps at least 25 for it; a smaller book keeps half for the hub.
const reserveOf = (n: number) => (n >= 25 ? Math.min(HUB_RESERVE, n - 25) : Math.min(HUB_RESERVE, Math.ceil(n / 2)));
/** A question may join a pool only when no stem there answers it and its stem answers none there. */
const clashes = (q: Question, pool: Question[]) => pool.some((other) => stemAnswers(q, other) || stemAnswers(other, q));

/** The 'which book' questions a book's own quiz leaves out: its title answers them. */
const asksOwnBook = (q: Question) => q.kind === "locate" && normalise(q.options[q.answer]!) === normalise(bookName(q.book));

// The hub keeps first what the book's own quiz cannot ask (its 'which book' questions), then the
// questions that clash with the most others of the book (a stem naming another's key), so the
// book's quiz has room for a clash-free pool.
const reserved = new Set<string>();
for (const [slug, n] of counts) {
  const mine = bank.filter((q) => q.book === slug);
  const weight = new Map(
    mine.map((q) => [q.id, asksOwnBook(q) ? Infinity : mine.filter((other) => !asksOwnBook(other) && (stemAnswers(q, other) || stemAnswers(other, q))).length]),
  );
  for (const q of shuffle(mine)
    .sort((a, b) => weight.get(b.id)! - weight.get(a.id)!)
    .slice(0, reserveOf(n)))
    reserved.add(q.id);
}

function pick(candidates: Question[], difficulty: string) {
  const pool = candidates.filter((q) => !reserved.has(q.id));
  const size = Math.min(POOL, pool.length);
  const chosen: Question[] = [];
  const taken = new Set<string>();
  const byLeastUsed = (list: Question[]) => shuffle(list).sort((a, b) => uses.get(a.id)! - uses.get(b.id)!);
  const take = (q: Question) => {
    if (taken.has(q.id) || clashes(q, chosen)) return;
    chosen.push(q);
    taken.add(q.id);
  };
  for (const [level, n] of Object.entries(MIX[difficulty]!)) {
    const want = chosen.length + Math.round((n * size) / 25);
    for (const q of byLeastUsed(pool.filter((q) => q.difficulty === level))) if (chosen.length < want) take(q);
  }
  // A pool short of one level fills up from the others, least used first.
  for (const q of byLeastUsed(pool.filter((q) => !taken.has(q.id)))) if (chosen.length < size) take(q);
  if (chosen.length < 25) throw new Error(`pool too small for a quiz (${pool.length} questions, ${chosen.length} without a stem answering another)`);
  for (const q of chosen) uses.set(q.id, uses.get(q.id)! + 1);
  return chosen.sort((a, b) => RANK[a.difficulty] - RANK[b.difficulty]).map((q) => q.id);
}

const quizzes: ContentQuiz[] = [];
const add = (def: Omit<ContentQuiz, "questions" | "season"> & { season?: ContentQuiz["season"] }, pool: Question[]) =>
  quizzes.push({ season: null, ...def, questions: pick(pool, def.difficulty) });
const inBook = (slug: string) => bank.filter((q) => q.book === slug && !asksOwnBook(q));
const withTopic = (topic: Question["topics"][number]) => bank.filter((q) => q.topics.includes(topic));

const FEATURED: [string, Question["difficulty"], string][] = [
  ["genesis", "easy", "From creation to Joseph in Egypt: the beginnings of the world, of Israel and of God's promises."],
  ["matthew", "easy", "The King and his kingdom: Jesus' birth, sermons, parables, miracles, death and resurrection."],
  ["psalms", "medium", "Songs of praise, lament and trust: the prayer book of Israel, from the shepherd psalm to the hallelujahs."],
  ["acts", "medium", "The church is born: Pentecost, Peter and Paul, and the gospel going from Jerusalem to Rome."],
  ["revelation", "hard", "John's vision on Patmos: the seven churches, the seals and trumpets, and the new Jerusalem."],
  ["proverbs", "medium", "Wisdom for everyday life: the sluggard and the ant, words and wealth, and the virtuous woman."],
];
for (const [slug, difficulty, description] of FEATURED) {
  add(
    { id: `book-${slug}`, title: `${bookName(slug)} Quiz`, description, difficulty, featured: true, weekly: false, category: null, book: slug },
    inBook(slug),
  );
}

for (const [slug, n] of [...counts].sort()) {
  if (n < 25 || FEATURED.some(([s]) => s === slug)) continue;
  try {
    add(
      {
        id: `book-${slug}`,
        title: `${bookName(slug)} Quiz`,
        description: `Twenty-five questions on the book of ${bookName(slug)}, each with its verse.`,
        difficulty: "medium",
        featured: false,
        weekly: false,
        category: null,
        book: slug,
      },
      inBook(slug),
    );
  } catch (error) {
    throw new Error(
      `book-${slug}: ${(error as Error).message}; reword the stems that name another question's key (npx tsx scripts/bank-quality.ts --books=${slug})`,
      { cause: error },
    );
  }
}

const CATEGORIES: [string, string, Question["difficulty"], string, Question[]][] = [
  [
    "old-testament",
    "Old Testament",
    "easy",
    "Stories and laws: from the patriarchs and the exodus to the kings and the prophets.",
    bank.filter((q) => OLD.has(q.book)),
  ],
  [
    "new-testament",
    "New Testament",
    "easy",
    "Gospels and letters: the life of Jesus, the early church and the apostles' teaching.",
    bank.filter((q) => !OLD.has(q.book)),
  ],
  [
    "bible-characters",
    "Bible Characters",
    "medium",
    "People of the Bible: patriarchs, judges, kings, prophets, apostles and the women of faith.",
    withTopic("characters"),
  ],
  ["events", "Events", "medium", "Major events of Scripture, from the flood and the exodus to Pentecost.", withTopic("events")],
  ["parables", "Parables", "medium", "Jesus' parables, and the stories the prophets told to open eyes.", withTopic("parables")],
  ["miracles", "Miracles", "medium", "Wonders and signs: the plagues, Elijah and Elisha, and the miracles of Jesus and the apostles.", withTopic("miracles")],
  ["geography", "Geography", "hard", "Places and lands: rivers, mountains, cities and journeys of the Bible.", withTopic("geography")],
  ["prophecies", "Prophecies", "hard", "Biblical prophecies: what the prophets foretold, and how Scripture records their fulfilment.", withTopic("prophecies")],
];
for (const [id, title, difficulty, description, pool] of CATEGORIES) {
  add({ id: `category-${id}`, title, description, difficulty, featured: false, weekly: false, category: title, book: null }, pool);
}

const SEASONS = [
  [
    "advent",
    "Advent & Christmas Quiz",
    "The promise and the birth: Isaiah's child, Bethlehem in Micah, the angels, the shepherds, the wise men and the Word made flesh.",
  ],
  ["lent", "Lent & Easter Quiz", "The road to the cross and the empty tomb: the temptation, the last week in Jerusalem, the passion and the resurrection."],
  [
    "pentecost",
    "Pentecost Quiz",
    "The promise of the Father: the Comforter, the ascension, the rushing mighty wind, Peter's sermon and the gift of the Spirit.",
  ],
] as const;
for (const [season, title, description] of SEASONS) {
  const pool = bank.filter((q) => inSeason(q, season));
  add({ id: `season-${season}`, title, description, difficulty: "medium", featured: false, weekly: false, category: null, book: null, season }, pool);
}

// The Saturday event: no pool of its own, each event draws from the sealed supply.
quizzes.push({
  id: "weekly-event",
  title: "Weekly Bible Challenge",
  description:
    "The Saturday live event: twenty-five fresh questions from across the whole Bible, the same for everyone, with one live board. Take it once each Saturday.",
  difficulty: "medium",
  featured: false,
  weekly: true,
  category: null,
  book: null,
  season: null,
  questions: [],
});

writeFileSync("content/quizzes.json", JSON.stringify(quizzes, null, 2) + "\n");
const all = quizzes.flatMap((q) => q.questions);
const repeated = [...uses.values()].filter((n) => n > 1).length;
for (const quiz of quizzes.filter((q) => q.season)) console.log(`${quiz.title}: ${quiz.questions.length} questions`);
console.log(
  `${quizzes.length} quizzes, ${all.length} question slots, ${new Set(all).size} distinct questions (${repeated} in more than one), ${reserved.size} kept for the hub; most reused question appears in ${Math.max(...uses.values())} quizzes.`,
);
