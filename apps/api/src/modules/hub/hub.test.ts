import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { BOOK_PAGE_QUESTION_COUNT, BOOKS } from "@berean/domain";
import { question, quiz, quizQuestion } from "../../db/schema.ts";
import { announce } from "../../lib/changes.ts";
import { APP_URL, startTestApp, type TestApp } from "../../test/harness.ts";

// A built index.html as Vite writes it: the server must fill this template, not one of its own.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Berean: generic description."
    />
    <title>Berean: Bible quizzes</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body class="bg-slate-50">
    <div id="root"></div>
  </body>
</html>`;

let t: TestApp;
let inPlayIds: number[] = [];
let shownIds: number[] = [];
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), "berean-web-"));
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "index.html"), INDEX_HTML);
  writeFileSync(join(webDist, "assets", "index-test.js"), "");
  t = await startTestApp({ webDist });

  const { db } = t.database;
  const rows = await db
    .insert(question)
    .values(
      Array.from({ length: 14 }, (_, i) => ({
        contentKey: `test-ruth-${i}`,
        question: i === 5 ? "Whom did Ruth marry in Bethlehem <of Judah>?" : `Ruth test question ${i}?`,
        optionA: "Boaz",
        optionB: "Mahlon",
        optionC: "Obed",
        optionD: "Jesse",
        correctIndex: 0,
        book: "ruth",
        reference: `Ruth 4:${i + 1}`,
        explanation: `Boaz took Ruth, and she was his wife (Ruth 4:13).`,
      })),
    )
    .returning({ id: question.id });
  const [ruthQuiz] = await db
    .insert(quiz)
    .values({ title: "Ruth Quiz", description: "Loyalty and redemption.", difficulty: "easy", book: "ruth" })
    .returning({ id: quiz.id });
  const [draft] = await db.insert(quiz).values({ title: "Ruth Draft", status: "draft" }).returning({ id: quiz.id });
  const [archived] = await db.insert(quiz).values({ title: "Ruth Archived", status: "archived" }).returning({ id: quiz.id });
  const [retired] = await db.insert(quiz).values({ title: "Ruth Retired", status: "active" }).returning({ id: quiz.id });
  const link = (quizId: number, indexes: number[]) =>
    db.insert(quizQuestion).values(indexes.map((i, orderIndex) => ({ quizId, questionId: rows[i]!.id, orderIndex })));
  // Pool questions (docs/architecture.md §4 'Sealed and open'): an active quiz (0–3), a draft about to be
  // published (6, 7), an archived quiz, whose members' reviews still hold its keys (8, 9).
  await link(ruthQuiz!.id, [0, 1, 2, 3]);
  await link(draft!.id, [6, 7]);
  await link(archived!.id, [8, 9]);
  // A retired pool (its quiz deleted) is open again (10).
  await link(retired!.id, [10]);
  await db.delete(quiz).where(eq(quiz.id, retired!.id));
  inPlayIds = [0, 1, 2, 3, 6, 7, 8, 9].map((i) => rows[i]!.id);
  // The Spanish bank's Ruth (docs/architecture.md §9): its own page at /es, its own quiz and pool.
  const spanish = await db
    .insert(question)
    .values(
      ["¿Quién dijo: «Tu pueblo será mi pueblo»?", "¿En qué campo espigó Rut?", "¿Cómo se llamó el hijo de Rut y Booz?"].map((text, i) => ({
        contentKey: `es-test-ruth-${i}`,
        question: text,
        optionA: "Rut",
        optionB: "Orfa",
        optionC: "Noemí",
        optionD: "Booz",
        correctIndex: 0,
        book: "ruth",
        reference: `Ruth 1:${16 + i}`,
        explanation: "«Tu pueblo será mi pueblo» (Rut 1:16).",
        locale: "es",
      })),
    )
    .returning({ id: question.id });
  const [rutQuiz] = await db
    .insert(quiz)
    .values({ title: "Cuestionario de Rut", description: "Lealtad y redención.", difficulty: "easy", book: "ruth", locale: "es" })
    .returning({ id: quiz.id });
  await db.insert(quizQuestion).values({ quizId: rutQuiz!.id, questionId: spanish[2]!.id, orderIndex: 0 });
  shownIds = [4, 5, 10, 11, 12, 13].map((i) => rows[i]!.id);
});
afterAll(() => t.close());

describe("book pages rendered on the server", () => {
  it("sends the title, description, canonical link, JSON-LD and the questions in the HTML", async () => {
    const res = await t.client().get("/bible-questions-and-answers-hub/ruth");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html: string = res.body;
    expect(html).toContain("<title>Ruth Bible Questions and Answers · Berean</title>");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="14 questions and answers on the book of Ruth \(Old Testament, Historical Books, 4 chapters\)/);
    expect(html).not.toContain("generic description");
    expect(html).toContain(`<link rel="canonical" href="${APP_URL}/bible-questions-and-answers-hub/ruth" />`);
    // The built app's script stays, so the SPA takes over.
    expect(html).toContain('src="/assets/index-test.js"');

    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(jsonLd["@type"]).toBe("FAQPage");
    expect(jsonLd.mainEntity).toHaveLength(shownIds.length);
    expect(jsonLd.mainEntity[0].acceptedAnswer.text).toContain("Boaz");

    // The content itself, readable without JavaScript, inside #root.
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain("Ruth: Bible Questions and Answers");
    expect(root).toContain("8th of the 66 books");
    expect(root).toContain("Ruth test question 10?");
    expect(root).toContain("Ruth 4:11");
    expect(root).toContain("Ruth Quiz");
    // Text is escaped, and JSON in scripts cannot close its element.
    expect(html).not.toContain("<of Judah>");
    expect(html).toContain("&lt;of Judah&gt;");
  });

  it("never shows a question of a quiz's pool, live, draft or archived: fewer questions rather than those", async () => {
    const res = await t.client().get("/api/hub/books/ruth");
    expect(res.status).toBe(200);
    expect(shownIds.length).toBeLessThan(BOOK_PAGE_QUESTION_COUNT);
    expect(res.body.questions.map((q: { id: number }) => q.id)).toEqual(shownIds);
    expect(res.body.questionCount).toBe(14);
    expect(res.body.quizzes).toEqual([
      { id: expect.any(Number), title: "Ruth Quiz", description: "Loyalty and redemption.", difficulty: "easy", questionCount: 4 },
    ]);
    expect(res.body.book).toMatchObject({ name: "Ruth", category: "Historical Books", chapters: 4, order: 8 });

    const html: string = (await t.client().get("/bible-questions-and-answers-hub/ruth")).body;
    for (const i of [0, 1, 2, 3, 6, 7, 8]) expect(html).not.toContain(`Ruth test question ${i}?`);
  });

  it("hides a question as soon as a quiz using it is published, on every book page", async () => {
    const { db } = t.database;
    const [published] = await db.insert(quiz).values({ title: "Ruth Second Quiz", book: "ruth" }).returning({ id: quiz.id });
    await db.insert(quizQuestion).values({ quizId: published!.id, questionId: shownIds[0]!, orderIndex: 0 });
    // As the admin's publish does: the book pages every instance keeps are dropped.
    await announce(db, { topic: "quizzes" });
    try {
      const inPlay = new Set([...inPlayIds, shownIds[0]!]);
      for (const book of BOOKS) {
        const res = await t.client().get(`/api/hub/books/${book.slug}`);
        expect(res.status).toBe(200);
        for (const q of res.body.questions as Array<{ id: number }>) expect(inPlay.has(q.id)).toBe(false);
      }
    } finally {
      await db.delete(quizQuestion).where(eq(quizQuestion.quizId, published!.id));
      await db.delete(quiz).where(eq(quiz.id, published!.id));
      await announce(db, { topic: "quizzes" });
    }
  });

  it("never shows a sealed question, the Saturday event's and competitions' supply (docs/security.md 38)", async () => {
    const { db } = t.database;
    await db.update(question).set({ sealed: true }).where(eq(question.id, shownIds[0]!));
    await announce(db, { topic: "quizzes" });
    try {
      const res = await t.client().get("/api/hub/books/ruth");
      expect(res.body.questions.map((q: { id: number }) => q.id)).toEqual(shownIds.slice(1));
      const html: string = (await t.client().get("/bible-questions-and-answers-hub/ruth")).body;
      const [row] = await db.select({ text: question.question }).from(question).where(eq(question.id, shownIds[0]!));
      expect(html).not.toContain(row!.text);
    } finally {
      await db.update(question).set({ sealed: false }).where(eq(question.id, shownIds[0]!));
      await announce(db, { topic: "quizzes" });
    }
  });

  it("answers an unknown slug with a real 404 and the 404 page", async () => {
    const res = await t.client().get("/bible-questions-and-answers-hub/hezekiah");
    expect(res.status).toBe(404);
    expect(res.body).toContain("Oops! Page not found");
    expect(res.body).not.toContain("application/ld+json");
    const api = await t.client().get("/api/hub/books/hezekiah");
    expect(api.status).toBe(404);
    expect(api.body.error.code).toBe("NOT_FOUND");
  });

  it("renders a book with no questions or quizzes yet", async () => {
    const res = await t.client().get("/bible-questions-and-answers-hub/song-of-solomon");
    expect(res.status).toBe(200);
    expect(res.body).toContain("No quiz on Song of Solomon yet.");
    expect(res.body).toContain("No questions on Song of Solomon in the bank yet.");
  });

  it("says why a book whose every question is in a quiz being played shows none", async () => {
    const { db } = t.database;
    const rows = await db
      .insert(question)
      .values(
        [1, 2].map((v) => ({
          question: `Jude test question ${v}?`,
          optionA: "Michael",
          optionB: "Gabriel",
          optionC: "Raphael",
          optionD: "Uriel",
          correctIndex: 0,
          book: "jude",
          reference: `Jude 1:${v}`,
        })),
      )
      .returning({ id: question.id });
    const [judeQuiz] = await db.insert(quiz).values({ title: "Jude Quiz", book: "jude" }).returning({ id: quiz.id });
    await db.insert(quizQuestion).values(rows.map((r, orderIndex) => ({ quizId: judeQuiz!.id, questionId: r.id, orderIndex })));
    const res = await t.client().get("/bible-questions-and-answers-hub/jude");
    expect(res.status).toBe(200);
    expect(res.body).toContain("All 2 questions on Jude are in quizzes being played now, so their answers stay private.");
    expect(res.body).not.toContain("Jude test question");
  });
});

describe("the landing page and the hub rendered on the server", () => {
  it("sends a visitor the landing page with its content and the data it was made with", async () => {
    const res = await t.client().get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html: string = res.body;
    expect(html).toContain("<title>Berean: Bible quizzes for all ages</title>");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${APP_URL}/" />`);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain("Know the Word.");
    expect(root).toContain("Start Quiz Now");
    expect(html).toContain('src="/assets/index-test.js"');
    const seeded = JSON.parse(html.match(/<script type="application\/json" id="berean-ssr-queries">([\s\S]*?)<\/script>/)![1]!);
    expect(seeded.map(([key]: [unknown[]]) => key)).toEqual([["site-stats"], ["leaderboard", "all"]]);
    expect(seeded[0][1]).toMatchObject({ members: expect.any(Number), questions: expect.any(Number) });
  });

  it("sends the hub's home with its featured quizzes; a browser with a session gets the app's shell", async () => {
    const html: string = (await t.client().get("/bible-questions-and-answers-hub")).body;
    expect(html).toContain("<title>Bible Questions and Answers Hub · Berean</title>");
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain("Featured quizzes");
    expect(root).toContain("Browse by category");

    const { client } = await t.signedInMember();
    const shell: string = (await client.get("/")).body;
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain("Know the Word.");
  });

  it("answers the hub's search sent before the page's script ran (?q=) with the first book it matches", async () => {
    const rev = await t.client().get("/bible-questions-and-answers-hub?q=rev");
    expect(rev.status).toBe(303);
    expect(rev.headers.get("location")).toBe("/bible-questions-and-answers-hub/revelation");
    expect((await t.client().get("/bible-questions-and-answers-hub?q=1sam")).headers.get("location")).toBe("/bible-questions-and-answers-hub/1-samuel");
    // Nothing matches: the hub itself.
    const none = await t.client().get("/bible-questions-and-answers-hub?q=zzz");
    expect(none.status).toBe(200);
    expect(none.body).toContain("<title>Bible Questions and Answers Hub · Berean</title>");
  });
});

describe("public pages on the islands script", () => {
  let islands: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), "berean-web-"));
    mkdirSync(join(webDist, "assets"));
    mkdirSync(join(webDist, ".vite"));
    writeFileSync(
      join(webDist, "index.html"),
      INDEX_HTML.replace("</title>", '</title>\n    <link rel="modulepreload" crossorigin href="/assets/react-test.js">'),
    );
    writeFileSync(join(webDist, "assets", "index-test.js"), "");
    writeFileSync(join(webDist, "assets", "islands-test.js"), "");
    writeFileSync(
      join(webDist, ".vite", "islands-manifest.json"),
      JSON.stringify({ "src/islands/main.tsx": { file: "assets/islands-test.js", name: "islands", isEntry: true } }),
    );
    islands = await startTestApp({ webDist });
  });
  afterAll(() => islands.close());

  it("sends visitors the landing page, the hub and book pages with the islands script instead of the app", async () => {
    for (const path of ["/", "/bible-questions-and-answers-hub", "/bible-questions-and-answers-hub/ruth", "/about", "/privacy", "/terms"]) {
      const html: string = (await islands.client().get(path)).body;
      expect(html, path).toContain('<script type="module" crossorigin src="/assets/islands-test.js"></script>');
      expect(html, path).not.toContain("index-test.js");
      expect(html, path).not.toContain("modulepreload");
      // The app's data is not sent: nothing on the page would read it.
      expect(html, path).not.toContain('id="berean-ssr-queries"');
      expect(html, path).not.toContain('id="berean-book-page"');
      // Each interactive part is rendered as its own root, with its props beside it.
      expect(html, path).toContain(
        '<div data-island="menu" data-props="{}" style="display:contents"><button type="button" aria-haspopup="dialog" aria-expanded="false"',
      );
    }
    const hub: string = (await islands.client().get("/bible-questions-and-answers-hub")).body;
    // Every book is free to read: the category cards are the same for everyone, with no lock.
    expect(hub).toContain('data-island="categories" data-props="{}"');
    expect(hub).toContain("Free to read · Quizzes unlimited with Pro");
    expect(hub).not.toContain("Upgrade to Pro to unlock");
    expect(hub).toContain('href="/quiz-selection?category=Pauline%20Epistles"');
    const book: string = (await islands.client().get("/bible-questions-and-answers-hub/ruth")).body;
    expect(book).toContain(
      'data-island="book-search" data-props="{&quot;heading&quot;:&quot;p&quot;,&quot;title&quot;:&quot;Search the 66 books&quot;,&quot;rememberSlug&quot;:&quot;ruth&quot;}"',
    );
    // Ids inside an island carry its prefix, as the browser's hydration makes them.
    expect(book).toMatch(/id="[^"]*book-search-[^"]*-input"/);
  });

  it("gives a member the app for a book page, which shows their own version", async () => {
    const { client } = await islands.signedInMember();
    for (const path of ["/bible-questions-and-answers-hub/ruth", "/privacy"]) {
      const html: string = (await client.get(path)).body;
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain("index-test.js");
      expect(html, path).not.toContain("islands-test.js");
    }
  });

  it("renders the information pages with their own title, description and content", async () => {
    const privacy = await islands.client().get("/privacy");
    expect(privacy.status).toBe(200);
    const html: string = privacy.body;
    expect(html).toContain("<title>Privacy policy · Berean</title>");
    expect(html).toContain('<meta name="description" content="What Berean keeps about you');
    expect(html).toContain(`<link rel="canonical" href="${APP_URL}/privacy" />`);
    expect(html).toContain("Stripe");
    // The visitor's header, and the footer's own pages.
    expect(html).toContain('href="/auth/login"');
    for (const path of ["/about", "/features", "/faq", "/privacy", "/terms", "/contact"]) expect(html).toContain(`href="${path}"`);
    expect((await islands.client().get("/terms")).body).toContain("Refunds of competition entries");
  });
});

describe("sitemap and robots", () => {
  it("lists the landing page, the hub, the 66 book pages and the information pages with absolute URLs", async () => {
    const res = await t.client().get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const locs = [...String(res.body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Each page in English and in Spanish, each entry naming both.
    expect(locs).toHaveLength(146);
    expect(locs.slice(0, 4)).toEqual([
      `${APP_URL}/`,
      `${APP_URL}/es`,
      `${APP_URL}/bible-questions-and-answers-hub`,
      `${APP_URL}/es/bible-questions-and-answers-hub`,
    ]);
    expect(res.body).toContain(
      `<url><loc>${APP_URL}/es/about</loc><xhtml:link rel="alternate" hreflang="en" href="${APP_URL}/about"/><xhtml:link rel="alternate" hreflang="es" href="${APP_URL}/es/about"/></url>`,
    );
    expect(locs).toContain(`${APP_URL}/bible-questions-and-answers-hub/song-of-solomon`);
    expect(locs).toContain(`${APP_URL}/bible-questions-and-answers-hub/3-john`);
    for (const path of ["/about", "/features", "/faq", "/privacy", "/terms"]) expect(locs).toContain(`${APP_URL}${path}`);
  });

  it("points robots.txt to the sitemap", async () => {
    const res = await t.client().get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.body).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
    expect(res.body).toContain("Disallow: /admin");
  });
});

describe("the public pages in Spanish (docs/architecture.md §9)", () => {
  it("a book page at /es: Spanish title, description and language, the Spanish bank's questions and quizzes, each language naming the other", async () => {
    const res = await t.client().get("/es/bible-questions-and-answers-hub/ruth");
    expect(res.status).toBe(200);
    const html: string = res.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("<title>Preguntas y respuestas bíblicas de Rut · Berean</title>");
    expect(html).toMatch(
      /<meta name="description" content="3 preguntas y respuestas sobre el libro de Rut \(Antiguo Testamento, Libros históricos, 4 capítulos\)/,
    );
    expect(html).toContain(`<link rel="canonical" href="${APP_URL}/es/bible-questions-and-answers-hub/ruth" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${APP_URL}/bible-questions-and-answers-hub/ruth" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${APP_URL}/es/bible-questions-and-answers-hub/ruth" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${APP_URL}/bible-questions-and-answers-hub/ruth" />`);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain("¿Quién dijo: «Tu pueblo será mi pueblo»?");
    expect(root).toContain("Cuestionario de Rut");
    // The quiz's pool stays off the page in Spanish too; no English question or quiz is shown.
    expect(root).not.toContain("¿Cómo se llamó el hijo de Rut y Booz?");
    expect(root).not.toContain("Ruth test question");
    expect(root).not.toContain("Ruth Quiz");
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(jsonLd.inLanguage).toBe("es");
    expect(jsonLd.mainEntity[0].acceptedAnswer.text).toContain("(Rut 1:16, RV1909)");

    // And the English page keeps its own.
    const english: string = (await t.client().get("/bible-questions-and-answers-hub/ruth")).body;
    expect(english).toContain('<html lang="en">');
    expect(english).not.toContain("Cuestionario de Rut");
    expect(english).not.toContain("Tu pueblo será mi pueblo");
  });

  it("a visitor whose browser asks for Spanish is sent to the Spanish page, unless they chose English; the switcher's link keeps the choice", async () => {
    const visitor = t.client();
    const asked = await visitor.get("/bible-questions-and-answers-hub?x=1", { "accept-language": "es-MX,es;q=0.9,en;q=0.5" });
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toBe("/es/bible-questions-and-answers-hub?x=1");
    expect(asked.headers.get("vary")).toContain("Accept-Language");
    expect((await visitor.get("/", { "accept-language": "es" })).headers.get("location")).toBe("/es");
    // The Spanish page is Spanish whatever the browser says.
    expect((await visitor.get("/es/bible-questions-and-answers-hub", { "accept-language": "en" })).status).toBe(200);

    const switched = await visitor.get("/es/bible-questions-and-answers-hub/ruth?lang=en", { "accept-language": "es" });
    expect(switched.status).toBe(303);
    expect(switched.headers.get("location")).toBe("/bible-questions-and-answers-hub/ruth");
    expect(switched.headers.get("set-cookie")).toMatch(/^berean-locale=en; Path=\/;/);
    const chosen = await t.client().get("/bible-questions-and-answers-hub/ruth", { "accept-language": "es", cookie: "berean-locale=en" });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toContain('<html lang="en">');
    const toSpanish = await t.client().get("/about?lang=es");
    expect(toSpanish.status).toBe(303);
    expect(toSpanish.headers.get("location")).toBe("/es/about");
  });

  it("the quiz list and a book's data follow the visitor's language, each kept apart in the shared cache", async () => {
    const titles = async (headers: Record<string, string>) =>
      ((await t.client().get("/api/quizzes", headers)).body.quizzes as Array<{ title: string }>).map((q) => q.title);
    expect(await titles({ "accept-language": "es" })).toContain("Cuestionario de Rut");
    expect(await titles({ "accept-language": "es" })).not.toContain("Ruth Quiz");
    expect(await titles({})).toContain("Ruth Quiz");
    expect(await titles({})).not.toContain("Cuestionario de Rut");
    expect(await titles({ "accept-language": "es", cookie: "berean-locale=en" })).toContain("Ruth Quiz");
    const data = await t.client().get("/api/hub/books/ruth", { cookie: "berean-locale=es" });
    expect(data.body.book.name).toBe("Rut");
    expect(data.body.questionCount).toBe(3);
    expect(data.headers.get("vary")).toContain("Accept-Language");
    // The figures count the reader's language's bank.
    expect((await t.client().get("/api/stats", { "accept-language": "es" })).body.questions).toBe(3);
    expect((await t.client().get("/api/stats")).body.questions).toBeGreaterThanOrEqual(14);
  });
});
