import { PassThrough } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMINDER_KINDS, type MailPreferences, type ReminderKind } from "@berean/domain";
import { mailPreference } from "../../db/schema.ts";
import { ensureAuthSecret } from "../../lib/secrets.ts";
import { createUser } from "../../test/factories.ts";
import { APP_URL, startTestApp, type TestApp } from "../../test/harness.ts";
import { saveMailPreferences } from "./mail-preferences.ts";
import { readMailPreferences, wantsReminder } from "./service.ts";
import { signUnsubscribeToken, unsubscribeLinks } from "./unsubscribe-token.ts";

let t: TestApp;
let secret: string;
const log: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => log.push(chunk.toString("utf8")));
  t = await startTestApp({ env: { LOG_LEVEL: "info" }, logStream: stream });
  secret = await ensureAuthSecret(t.database.db);
});
afterAll(() => t.close());

const ALL_OFF: MailPreferences = { eventOpen: false, lastCall: false, weeklySummary: false, assignments: false, studyPlan: false };
const ALL_ON: MailPreferences = { eventOpen: true, lastCall: true, weeklySummary: true, assignments: true, studyPlan: true };
const ONE_CLICK = { "content-type": "application/x-www-form-urlencoded" };

/** What a mail provider does with List-Unsubscribe-Post (RFC 8058): a form post, no cookie, no Origin. */
function providerPost(path: string, body = "List-Unsubscribe=One-Click", headers = ONE_CLICK) {
  return t.client({ origin: null }).request("POST", path, body, headers);
}

/** A member with every reminder on (made in the database: the unsubscribe needs no session). */
async function memberWithAllOn(): Promise<string> {
  const id = await createUser(t.database.db);
  await saveMailPreferences(t.database.db, id, ALL_ON);
  return id;
}

const preferencesOf = (userId: string) => readMailPreferences(t.database.db, userId);
const unsubscribePath = (userId: string, kind: ReminderKind) => `/api/mail/unsubscribe/${signUnsubscribeToken(secret, userId, kind)}`;

describe("mail preferences", () => {
  it("are all off until the member turns them on, keep what was saved, and are each member's own", async () => {
    const [a, b] = await Promise.all([t.signedInMember(), t.signedInMember()]);
    expect((await a.client.get("/api/me/mail-preferences")).body).toEqual(ALL_OFF);

    const saved = await a.client.put("/api/me/mail-preferences", {
      eventOpen: true,
      lastCall: false,
      weeklySummary: true,
      assignments: false,
      studyPlan: true,
    });
    expect(saved.status).toBe(200);
    expect((await a.client.get("/api/me/mail-preferences")).body).toEqual({
      eventOpen: true,
      lastCall: false,
      weeklySummary: true,
      assignments: false,
      studyPlan: true,
    });
    expect(await wantsReminder(t.database.db, a.id, "event_open")).toBe(true);
    expect(await wantsReminder(t.database.db, a.id, "last_call")).toBe(false);

    // An installed app from before 'My study plan's day' saves its four switches; the fifth stays as it was.
    await a.client.put("/api/me/mail-preferences", { eventOpen: false, lastCall: true, weeklySummary: true, assignments: true });
    expect((await a.client.get("/api/me/mail-preferences")).body).toEqual({
      eventOpen: false,
      lastCall: true,
      weeklySummary: true,
      assignments: true,
      studyPlan: true,
    });

    await b.client.put("/api/me/mail-preferences", ALL_ON);
    await b.client.put("/api/me/mail-preferences", ALL_OFF);
    expect((await a.client.get("/api/me/mail-preferences")).body).toEqual({
      eventOpen: false,
      lastCall: true,
      weeklySummary: true,
      assignments: true,
      studyPlan: true,
    });

    // The body is the switches and nothing else.
    expect((await a.client.put("/api/me/mail-preferences", { ...ALL_ON, marketing: true })).status).toBe(400);
    expect((await a.client.put("/api/me/mail-preferences", { eventOpen: true })).status).toBe(400);
    expect((await a.client.put("/api/me/mail-preferences", { ...ALL_ON, lastCall: "yes" })).status).toBe(400);
    expect((await a.client.get("/api/me/mail-preferences")).body.eventOpen).toBe(false);
  });

  it("are a member's: a visitor is asked to sign in", async () => {
    expect((await t.client().get("/api/me/mail-preferences")).status).toBe(401);
    expect((await t.client().put("/api/me/mail-preferences", ALL_ON)).status).toBe(401);
  });
});

describe("one-click unsubscribe", () => {
  it("turns off only the kind its signed link names, posted as a mail provider posts it, and again is the same", async () => {
    const [id, other] = await Promise.all([memberWithAllOn(), memberWithAllOn()]);
    const { headers, pageUrl } = unsubscribeLinks({ appUrl: APP_URL, secret, userId: id, kind: "last_call" });
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const path = headers["List-Unsubscribe"]!.slice(1, -1).replace(APP_URL, "");
    // One path segment the page's router and the server's page fallback both take as a page.
    expect(path).toMatch(/^\/api\/mail\/unsubscribe\/[\w-]{40,90}$/);
    expect(pageUrl).toBe(`${APP_URL}${path.replace("/api/mail", "")}`);

    const first = await providerPost(path);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ kind: "last_call", label: "Last call", subscribed: false });
    expect(await preferencesOf(id)).toEqual({ ...ALL_ON, lastCall: false });

    const again = await providerPost(path);
    expect(again.status).toBe(200);
    expect(await preferencesOf(id)).toEqual({ ...ALL_ON, lastCall: false });
    expect(await preferencesOf(other)).toEqual(ALL_ON);

    // The token names the member: the log keeps the path without it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const written = log.join("");
    expect(written).toContain("/api/mail/unsubscribe/[redacted]");
    expect(written).not.toContain(path.slice("/api/mail/unsubscribe/".length));
  });

  it("works from the page too (a JSON post with the site's Origin), for every kind", async () => {
    const id = await memberWithAllOn();
    const page = t.client();
    for (const kind of REMINDER_KINDS) expect((await page.post(unsubscribePath(id, kind), {})).status).toBe(200);
    expect(await preferencesOf(id)).toEqual(ALL_OFF);
  });

  it("shows the kind and whether it is on, and a GET never changes anything", async () => {
    const id = await memberWithAllOn();
    const path = unsubscribePath(id, "event_open");
    const view = await t.client().get(path);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({ kind: "event_open", label: "The Saturday event is open", subscribed: true });
    // A browser opening the List-Unsubscribe address lands on the page with its button.
    const browser = await t.client().get(path, { accept: "text/html,application/xhtml+xml" });
    expect(browser.status).toBe(303);
    expect(browser.headers.get("location")).toBe(path.replace("/api/mail", ""));
    expect(await preferencesOf(id)).toEqual(ALL_ON);
  });

  it("refuses a forged or altered link with a clear message, and changes nothing", async () => {
    const id = await memberWithAllOn();
    const good = signUnsubscribeToken(secret, id, "weekly_summary");
    const [body, signature] = [good.slice(0, -22), good.slice(-22)];
    expect(Buffer.from(body, "base64url").toString()).toBe(`w:${id}`);
    const forged = [
      signUnsubscribeToken("another server's secret, long enough to pass", id, "weekly_summary"),
      Buffer.from(`o:${id}`).toString("base64url") + signature, // the kind swapped
      Buffer.from(`w:${id}x`).toString("base64url") + signature, // another member
      body + signature.slice(0, -4), // the signature cut
      body,
      `${good}A`,
      signature,
    ];
    for (const token of forged) {
      const posted = await providerPost(`/api/mail/unsubscribe/${token}`);
      expect(posted.status, token).toBe(400);
      expect(posted.body.error, token).toMatchObject({ code: "INVALID_UNSUBSCRIBE_LINK", message: "This unsubscribe link is not valid." });
      expect((await t.client().get(`/api/mail/unsubscribe/${token}`)).status, token).toBe(400);
    }
    expect(await preferencesOf(id)).toEqual(ALL_ON);
  });

  it("refuses a form that is not the one-click body, and a body sent as text", async () => {
    const id = await memberWithAllOn();
    const path = unsubscribePath(id, "assignment");
    expect((await providerPost(path, "List-Unsubscribe=Yes")).status).toBe(400);
    expect((await providerPost(path, "List-Unsubscribe=One-Click", { "content-type": "text/plain" })).status).toBe(415);
    expect((await providerPost(path, `List-Unsubscribe=One-Click&pad=${"x".repeat(2000)}`)).status).toBe(413);
    expect(await preferencesOf(id)).toEqual(ALL_ON);
  });

  it("answers 200 for a member with no preferences saved, and writes no row", async () => {
    const id = await createUser(t.database.db);
    expect((await providerPost(unsubscribePath(id, "event_open"))).status).toBe(200);
    expect(await t.database.db.select().from(mailPreference).where(eq(mailPreference.userId, id))).toEqual([]);
  });
});
