/**
 * docs/security.md 41 and 32 over HTTP: one rule for every text a person sees — well-formed Unicode,
 * no control, format or private-use characters, bounded — in every write that takes one; a lone
 * surrogate anywhere in a JSON body is a 400 (PostgreSQL's jsonb audit column would refuse it with
 * a 500); dates within the years 2000–2100.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuestions, createSealedQuestions, createUser } from "../test/factories.ts";
import { startTestApp, type TestApp, type TestClient } from "../test/harness.ts";

let t: TestApp;
let admin: TestClient;
let member: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedInMember({ role: "admin" })).client;
  member = (await t.signedInMember()).client;
});
afterAll(() => t.close());

const LONE = "Lone \ud800 surrogate";
const BIDI = "Harmless\u202Etxt.exe";
const ZERO_WIDTH = "Zero\u200Bwidth";

const question = (overrides: Record<string, unknown> = {}) => ({
  question: "Who sold purple cloth in Thyatira?",
  options: ["Lydia", "Dorcas", "Phoebe", "Priscilla"],
  correctIndex: 0,
  book: "acts",
  reference: "Acts 16:14",
  difficulty: "easy",
  ...overrides,
});

describe("the display-text rule on every write", () => {
  it("refuses a lone surrogate with a field message, never a 500, on every audit-logged write", async () => {
    const userId = await createUser(t.database.db, { fullName: "Plain Member" });
    const [asked] = await createQuestions(t.database.db, 1);
    // A competition's pool is sealed supply, at least four questions: only the text is wrong.
    const pool = (await createSealedQuestions(t.database.db, 4)).map((q) => q.id);
    const competition = {
      title: LONE,
      description: "",
      entryFeeCents: 500,
      prizePoolCents: 10_000,
      maxParticipants: null,
      startDate: "2026-12-01",
      endDate: "2026-12-02",
      questionIds: pool,
    };
    const writes: Array<[string, Promise<{ status: number; body: any }>, string]> = [
      ["admin renames a member", admin.patch(`/api/admin/users/${userId}`, { fullName: LONE, role: "user" }), "fullName"],
      ["admin adds a question", admin.post("/api/admin/questions", question({ question: LONE })), "question"],
      ["admin edits an option", admin.put(`/api/admin/questions/${asked!.id}`, question({ options: ["Lydia", LONE, "Phoebe", "Priscilla"] })), "options.1"],
      [
        "admin adds a quiz",
        admin.post("/api/admin/quizzes", { title: LONE, description: "", status: "draft", selection: { mode: "manual", questionIds: [asked!.id] } }),
        "title",
      ],
      ["admin adds a competition", admin.post("/api/admin/competitions", competition), "title"],
      ["admin voids a result", admin.post("/api/admin/attempts/1/void", { reason: LONE }), "reason"],
      ["admin rejects a challenge", admin.post(`/api/admin/challenges/${asked!.id}/reject`, { note: LONE }), "note"],
      ["a member challenges a question", member.post("/api/results/1/challenges", { reason: `${LONE} in the key`, reference: "" }), "reason"],
      ["a member renames themselves", member.patch("/api/me", { fullName: LONE }), "fullName"],
    ];
    for (const [what, sent, field] of writes) {
      const res = await sent;
      expect(res.status, what).toBe(400);
      expect(res.body.error.fields?.[field], what).toMatch(/must be valid Unicode text\.$/);
    }
  });

  it("refuses bidi overrides and zero-width characters in titles, descriptions, questions, reasons and notes", async () => {
    const [asked] = await createQuestions(t.database.db, 1);
    const pool = (await createSealedQuestions(t.database.db, 4)).map((q) => q.id);
    const competition = (overrides: Record<string, unknown>) => ({
      title: "Spring Sword Drill",
      description: "",
      entryFeeCents: 500,
      prizePoolCents: 10_000,
      maxParticipants: null,
      startDate: "2026-12-01",
      endDate: "2026-12-02",
      questionIds: pool,
      ...overrides,
    });
    const quiz = (overrides: Record<string, unknown>) => ({
      title: "Acts in order",
      description: "",
      status: "draft",
      selection: { mode: "manual", questionIds: [asked!.id] },
      ...overrides,
    });
    const writes: Array<[string, Promise<{ status: number; body: any }>, string]> = [
      ["question text", admin.post("/api/admin/questions", question({ question: BIDI })), "question"],
      ["an option", admin.post("/api/admin/questions", question({ options: ["Lydia", ZERO_WIDTH, "Phoebe", "Priscilla"] })), "options.1"],
      ["an explanation", admin.post("/api/admin/questions", question({ explanation: `She sold purple ${BIDI}` })), "explanation"],
      ["a reference", admin.post("/api/admin/questions", question({ reference: "Acts\u200B 16:14" })), "reference"],
      ["a regrade note", admin.put(`/api/admin/questions/${asked!.id}`, question({ note: ZERO_WIDTH })), "note"],
      ["a quiz title", admin.post("/api/admin/quizzes", quiz({ title: BIDI })), "title"],
      ["a quiz description", admin.post("/api/admin/quizzes", quiz({ description: ZERO_WIDTH })), "description"],
      ["a competition title", admin.post("/api/admin/competitions", competition({ title: ZERO_WIDTH })), "title"],
      ["a competition description", admin.post("/api/admin/competitions", competition({ description: `Line one\n${BIDI}` })), "description"],
      ["a void reason", admin.post("/api/admin/attempts/1/void", { reason: BIDI }), "reason"],
      ["a challenge note", admin.post(`/api/admin/challenges/${asked!.id}/reject`, { note: ZERO_WIDTH }), "note"],
      ["a challenge reason", member.post("/api/results/1/challenges", { reason: `The key is wrong ${BIDI}`, reference: "" }), "reason"],
    ];
    for (const [what, sent, field] of writes) {
      const res = await sent;
      expect(res.status, what).toBe(400);
      expect(res.body.error.fields?.[field], what).toMatch(/control, invisible formatting or private-use characters\.$/);
    }
  });

  it("takes a description and a reason over several lines, and the world's scripts", async () => {
    const [asked] = await createQuestions(t.database.db, 1);
    const created = await admin.post("/api/admin/quizzes", {
      title: "Ἰησοῦς · בְּרֵאשִׁית · 使徒行传",
      description: "First line.\nSecond line.",
      status: "draft",
      selection: { mode: "manual", questionIds: [asked!.id] },
    });
    expect(created.status).toBe(201);
  });

  it("holds a member's name, shown on the boards, to the rule for names (docs/security.md 68)", async () => {
    const userId = await createUser(t.database.db, { fullName: "Plain Member" });
    const writes: Array<[string, Promise<{ status: number; body: any }>, string]> = [
      [
        "a member renames themselves with a Hangul filler",
        member.patch("/api/me", { fullName: "Ruth\u3164" }),
        "Full name may not contain invisible characters.",
      ],
      [
        "a member signs up as 'Аdmin' with a Cyrillic А",
        t.client().post("/api/auth/sign-up/email", { name: "\u0410dmin", email: "cyrillic-a@example.com", password: "purple cloth seller" }),
        "Full name may not mix letters of different alphabets in one word.",
      ],
      [
        "admin renames a member with a combining grapheme joiner",
        admin.patch(`/api/admin/users/${userId}`, { fullName: "Ly\u034Fdia", role: "user" }),
        "Full name may not contain invisible characters.",
      ],
    ];
    for (const [what, sent, message] of writes) {
      const res = await sent;
      expect(res.status, what).toBe(400);
      expect(Object.values(res.body.error.fields ?? {}), what).toContain(message);
    }
    expect((await member.patch("/api/me", { fullName: "Иван Ivanov" })).status).toBe(200);
  });

  it("refuses a lone surrogate anywhere in a JSON body, even where no text rule names the field", async () => {
    const filtered = await admin.post("/api/admin/quizzes", {
      title: "By book",
      description: "",
      status: "draft",
      selection: { mode: "random", filter: { book: "\ud800" } },
    });
    expect(filtered.status).toBe(400);
    expect(filtered.body.error.code).toBe("INVALID_TEXT");
    const password = await t
      .client()
      .post("/api/auth/sign-up/email", { name: "Lydia", email: "lone-password@example.com", password: "purple cloth\ud800seller" });
    expect(password.status).toBe(400);
    expect(password.body.error.code).toBe("INVALID_TEXT");
    const key = await admin.post("/api/admin/questions", { ...question(), "\udc00": 1 });
    expect(key.status).toBe(400);
  });
});

describe("dates", () => {
  it("a competition dated outside the years 2000–2100 is a 400 with a field message, never a 500", async () => {
    const pool = (await createSealedQuestions(t.database.db, 4)).map((q) => q.id);
    for (const [startDate, endDate] of [
      ["0000-01-01", "0000-01-02"],
      ["1999-12-31", "2026-12-01"],
      ["2026-12-01", "9999-12-31"],
    ]) {
      const res = await admin.post("/api/admin/competitions", {
        title: "Ancient",
        description: "",
        entryFeeCents: 500,
        prizePoolCents: 10_000,
        maxParticipants: null,
        startDate,
        endDate,
        questionIds: pool,
      });
      expect(res.status, startDate).toBe(400);
      expect(Object.values(res.body.error.fields)).toContain("Choose a date between 2000 and 2100.");
      expect(res.body.error.fields.questionIds, startDate).toBeUndefined();
    }
  });
});
