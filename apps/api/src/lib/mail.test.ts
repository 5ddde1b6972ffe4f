import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, startTestApp, type TestApp } from "../test/harness.ts";

/** A real SMTP server in the test: Berean's mail goes through nodemailer to it, and is read back with postal-mime. */
const received: Array<{ to: string; raw: Buffer }> = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo[0]?.address ?? "", raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as { port: number }).port;
  t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Berean <hello@berean.test>" } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function mailTo(email: string) {
  for (let i = 0; i < 50 && !received.some((m) => m.to === email); i++) await new Promise((r) => setTimeout(r, 50));
  const raw = received.filter((m) => m.to === email).at(-1);
  if (!raw) throw new Error(`no mail to ${email}`);
  return PostalMime.parse(raw.raw);
}

describe("mail through SMTP", () => {
  it("sends the verification mail as HTML and text, and its link verifies the account", async () => {
    const email = `smtp-${Date.now()}@example.com`;
    const client = t.client();
    expect((await client.post("/api/auth/sign-up/email", { name: "Lydia Thyatira", email, password: "purple cloth seller" })).status).toBe(200);
    const mail = await mailTo(email);
    expect(mail.subject).toBe("Confirm your email for Berean");
    expect(mail.from?.address).toBe("hello@berean.test");
    expect(mail.html).toContain("Confirm my email");
    // Sent to an address nobody has confirmed yet: nothing the registrant typed goes into it.
    expect(mail.text).toContain("Welcome to Berean!");
    expect(mail.text).not.toContain("Lydia Thyatira");
    const verify = await client.get(linkIn(mail.text ?? "", "/api/auth/verify-email"));
    expect(verify.status).toBe(302);
    expect((await client.post("/api/auth/sign-in/email", { email, password: "purple cloth seller" })).status).toBe(200);
  });

  it("sends the reset mail through SMTP, not the outbox", async () => {
    const email = `smtp-reset-${Date.now()}@example.com`;
    await t.client().post("/api/auth/sign-up/email", { name: "Dorcas Joppa", email, password: "full of good works" });
    await t.client().get(linkIn((await mailTo(email)).text ?? "", "/api/auth/verify-email"));
    await t.client().post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
    for (let i = 0; i < 50 && received.filter((m) => m.to === email).length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    const mail = await mailTo(email);
    expect(mail.subject).toBe("Reset your Berean password");
    expect(mail.text).toContain("http://berean.test/api/auth/reset-password/");
    expect(await t.lastMailTo(email)).toBeUndefined();
  });
});
