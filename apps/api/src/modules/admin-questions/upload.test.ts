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

  it("is for admins only", async () => {
    const member = await t.signedInMember();
    expect((await member.client.post("/api/admin/questions/upload", { filename: "q.csv", csv: "a,b,c,d,e,0" })).status).toBe(403);
    expect((await t.client().post("/api/admin/questions/upload", { filename: "q.csv", csv: "a,b,c,d,e,0" })).status).toBe(401);
  });
});
