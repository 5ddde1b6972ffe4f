import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOK_PAGE_QUESTION_COUNT } from "@berean/domain";
import { question, quiz, quizQuestion } from "../../db/schema.ts";
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
let quizQuestionIds: number[] = [];
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
  const [ruthQuiz] = await db.insert(quiz).values({ title: "Ruth Quiz", description: "Loyalty and redemption.", difficulty: "easy", book: "ruth" }).returning({ id: quiz.id });
  // The first four questions are in an active quiz: the page shows the others first.
  quizQuestionIds = rows.slice(0, 4).map((r) => r.id);
  await db.insert(quizQuestion).values(quizQuestionIds.map((questionId, orderIndex) => ({ quizId: ruthQuiz!.id, questionId, orderIndex })));
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
    expect(jsonLd.mainEntity).toHaveLength(BOOK_PAGE_QUESTION_COUNT);
    expect(jsonLd.mainEntity[0].acceptedAnswer.text).toContain("Boaz");

    // The content itself, readable without JavaScript, inside #root.
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain("Ruth: Bible Questions and Answers");
    expect(root).toContain("8th of the 66 books");
    expect(root).toContain("Ruth test question 6?");
    expect(root).toContain("Ruth 4:6");
    expect(root).toContain("Ruth Quiz");
    // Text is escaped, and JSON in scripts cannot close its element.
    expect(html).not.toContain("<of Judah>");
    expect(html).toContain("&lt;of Judah&gt;");
  });

  it("prefers questions that no active quiz uses", async () => {
    const res = await t.client().get("/api/hub/books/ruth");
    expect(res.status).toBe(200);
    expect(res.body.questions).toHaveLength(BOOK_PAGE_QUESTION_COUNT);
    expect(res.body.questions.map((q: { id: number }) => q.id)).not.toContain(quizQuestionIds[3]);
    expect(res.body.quizzes).toEqual([{ id: expect.any(Number), title: "Ruth Quiz", description: "Loyalty and redemption.", difficulty: "easy", questionCount: 4 }]);
    expect(res.body.book).toMatchObject({ name: "Ruth", category: "Historical Books", chapters: 4, order: 8 });
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
});

describe("sitemap and robots", () => {
  it("lists the landing page, the hub and the 66 book pages with absolute URLs", async () => {
    const res = await t.client().get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const locs = [...String(res.body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(68);
    expect(locs.slice(0, 2)).toEqual([`${APP_URL}/`, `${APP_URL}/bible-questions-and-answers-hub`]);
    expect(locs).toContain(`${APP_URL}/bible-questions-and-answers-hub/song-of-solomon`);
    expect(locs).toContain(`${APP_URL}/bible-questions-and-answers-hub/3-john`);
  });

  it("points robots.txt to the sitemap", async () => {
    const res = await t.client().get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.body).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
    expect(res.body).toContain("Disallow: /admin");
  });
});
