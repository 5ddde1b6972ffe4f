/**
 * What `npm start` prints, from the real server process started twice on the same data: the
 * one-time setup link once, at the first start (docs/security.md 8), and the dev mailbox's address with
 * a key that stays the same across restarts (docs/security.md 42).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServerProcess, type ServerProcess } from "../../test/server-process.ts";

const dataDir = mkdtempSync(join(tmpdir(), "berean-first-start-"));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// The embedded database's files are what the restarts share (PostgreSQL keeps the same rows).
describe.skipIf(Boolean(process.env.DATABASE_URL))("starting Berean", () => {
  it("prints the setup link at the first start only, and the dev mailbox with a key that a restart keeps", async () => {
    const port = await freePort();
    const start = () => startServerProcess(port, { DATA_DIR: dataDir, APP_URL: `http://localhost:${port}` });
    server = await start();
    const first = server.output();
    const link = /http:\/\/localhost:\d+\/setup\?token=([\w-]+)/.exec(first);
    expect(link, first).not.toBeNull();
    expect(readFileSync(join(dataDir, "setup-url.txt"), "utf8").trim()).toBe(link![0]);
    const mailbox = server.mailboxPath();
    expect(mailbox).toMatch(/^\/dev\/mailbox\?key=[\w-]{20,}$/);
    expect((await fetch(`${server.baseUrl}${mailbox}`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/dev/mailbox`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/dev/mailbox?key=guess`)).status).toBe(404);
    await server.stop();

    server = await start();
    const second = server.output();
    expect(second).not.toContain("token=");
    expect(second).toContain(`The one-time setup link is in ${join(dataDir, "setup-url.txt")}; or run: npm run admin:create`);
    expect(server.mailboxPath()).toBe(mailbox);
    // The link printed at the first start still works, once.
    expect(await (await fetch(`${server.baseUrl}/api/setup?token=${link![1]}`)).json()).toEqual({ valid: true });
  }, 180_000);
});
