import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MESSAGES, UPLOAD_TEMPLATE } from "@berean/domain";
import { question } from "../../db/schema.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedInMember({ role: "admin" })).client;
});
afterAll(() => t.close());

const upload = (csv: string, filename = "questions.csv") => admin.post("/api/admin/questions/upload", { filename, csv });
const countLike = async (pattern: string) => (await t.database.db.select({ n: count() }).from(question).where(like(question.question, pattern)))[0]!.n;

describe("question upload", () => {
  it("adds the template's row with its optional columns", async () => {
    const res = await upload(UPLOAD_TEMPLATE.replace("What kind of wood", "Template: what kind of wood"));
    expect(res.body).toEqual({ added: 1, rejected: [] });
    const [row] = await t.database.db.select().from(question).where(like(question.question, "Template:%"));
    expect(row).toMatchObject({ optionA: "Gopher wood", correctIndex: 0, book: "genesis", reference: "Genesis 6:14", difficulty: "easy", topics: ["events"] });
  });

  it("adds only the valid rows, saying why each other one was refused; a broken row in the middle stops nothing else", async () => {
    const csv = [
      "question,optionA,optionB,optionC,optionD,correctIndex",
      "Mixed 1?,a,b,c,d,1",
      "Mixed 2?,a,b,c",
      "Mixed 3?,a,b,c,d,7",
      'Mixed 4?,a,b,c,d,2,"1 Samuel",1 Samuel 17:49,hard',
      "Mixed 5?,a,b,c,d,3,Hezekiah",
      '=HYPERLINK("http://evil.example"),a,b,c,d,0',
    ].join("\n");
    const res = await upload(csv);
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(3);
    expect(res.body.rejected).toEqual([
      { line: 3, errors: [UPLOAD_MESSAGES.insufficientColumns] },
      { line: 4, errors: [UPLOAD_MESSAGES.badIndex] },
      { line: 6, errors: [UPLOAD_MESSAGES.unknownBook] },
    ]);
    const [samuel] = await t.database.db.select().from(question).where(eq(question.question, "Mixed 4?"));
    expect(samuel).toMatchObject({ book: "1-samuel", difficulty: "hard" });
    // A formula is stored as the text it is (the CSV export neutralises it on the way out).
    expect(await countLike("=HYPERLINK%")).toBe(1);
  });

  it("a file with no valid row, or that is not CSV, changes nothing", async () => {
    const before = (await t.database.db.select({ n: count() }).from(question))[0]!.n;
    const none = await upload("question,optionA\nonly,two,columns");
    expect(none.status).toBe(400);
    expect(none.body.error.code).toBe("NO_VALID_QUESTIONS");
    const garbage = await upload('\u0000\u0001"unterminated,quote\nx');
    expect(garbage.status).toBe(400);
    expect((await t.database.db.select({ n: count() }).from(question))[0]!.n).toBe(before);
  });

  it("takes 10,000 rows in one go, and refuses more than 10 MB", async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `Bulk ${i}?,a,b,c,d,${i % 4}`);
    const res = await upload(rows.join("\n"));
    expect(res.body.added).toBe(10_000);
    expect(await countLike("Bulk %")).toBe(10_000);
    const huge = await upload("x".repeat(10 * 1024 * 1024 + 1));
    expect([400, 413]).toContain(huge.status);
  });

  it("holds each row to the question form's rules: references, four different options, known topics, visible text", async () => {
    const header = "question,optionA,optionB,optionC,optionD,correctIndex,book,reference,difficulty,topics,explanation";
    const csv = [
      header,
      "Rules 1: who built the ark?,Noah,Moses,Abraham,Lot,0,genesis,Genesis 6:14,easy,events,",
      "Rules 2: who built the ark?,Noah,Moses,Abraham,Lot,0,genesis,not a reference,easy,,",
      "Rules 3: who built the ark?,Noah,Moses,Abraham,Lot,0,genesis,Genesis 6:99,easy,,",
      "Rules 4: who built the ark?,Noah,noah,NOAH,Noah,0,,,,,",
      "Rules 5: who built the ark?,Noah,Moses,Abraham,Lot,0,,,,<b>events</b>,",
      "Rules 6: who built the \u202Eark?,Noah,Moses,Abraham,Lot,0,,,,,",
      "Rules 7: who built the ark?,No\u200Bah,Moses,Abraham,Lot,0,,,,,",
      "Rules 8: who built the ark?,Noah,Moses,Abraham,Lot,0,exodus,Genesis 6:14,,,",
    ].join("\n");
    const res = await upload(csv);
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(1);
    const errorsOf = (line: number) => res.body.rejected.find((r: { line: number }) => r.line === line)?.errors ?? [];
    expect(errorsOf(3)).toEqual(["Use a reference like 'Genesis 6:14' or '2 Kings 2:11-12' in one of the 66 books."]);
    expect(errorsOf(4)).toEqual(["That verse is not in the King James text."]);
    expect(errorsOf(5)).toEqual(["The four options must differ."]);
    expect(errorsOf(6)).toEqual([expect.stringMatching(/^Unknown topic '<b>events<\/b>'/)]);
    expect(errorsOf(7)).toEqual(["The question must be one line, without control, invisible formatting or private-use characters."]);
    expect(errorsOf(8)).toEqual(["Option A must be one line, without control, invisible formatting or private-use characters."]);
    expect(errorsOf(9)).toEqual(["The reference is in another book than the one chosen."]);
    expect(await countLike("Rules %")).toBe(1);
  });

  it("refuses a row that repeats another row of the file or a question already in the bank", async () => {
    const rows = Array.from({ length: 50_000 }, () => "Same again: who was swallowed by a great fish?,Jonah,Jeremiah,Joel,Amos,0");
    const res = await upload(rows.join("\n"));
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(1);
    expect(res.body.rejected).toHaveLength(49_999);
    expect(res.body.rejected[0]).toEqual({ line: 2, errors: ["The same question as line 1"] });
    expect(await countLike("Same again:%")).toBe(1);

    // The same question worded with other spacing and case, its options in another order, is the same question.
    const again = await upload(
      [
        "Same  again: who was swallowed by a GREAT fish?,Joel,Jonah,Amos,Jeremiah,1",
        "Not the same: who was swallowed by a great fish?,Jonah,Jeremiah,Joel,Amos,0",
      ].join("\n"),
    );
    expect(again.body).toEqual({ added: 1, rejected: [{ line: 1, errors: ["The same question is already in the bank"] }] });
    expect(await countLike("Same again:%")).toBe(1);
  });

  it("is for admins only", async () => {
    const member = await t.signedInMember();
    expect((await member.client.post("/api/admin/questions/upload", { filename: "q.csv", csv: "a,b,c,d,e,0" })).status).toBe(403);
    expect((await t.client().post("/api/admin/questions/upload", { filename: "q.csv", csv: "a,b,c,d,e,0" })).status).toBe(401);
  });
});
