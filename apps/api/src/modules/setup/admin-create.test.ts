import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { user } from "../../db/schema.ts";

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), "berean-admin-create-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin:create` from the shell, on the embedded database (PostgreSQL runs take the same path). */
describe.skipIf(Boolean(process.env.DATABASE_URL))("npm run admin:create", () => {
  const script = join(import.meta.dirname, "../../admin-create.ts");
  const env = (extra: Record<string, string>) => ({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...extra });

  it("creates a verified administrator, refuses a taken email and a weak password", async () => {
    const ok = await run(process.execPath, ["--import", "tsx", script], {
      env: env({ ADMIN_NAME: "Shell Admin", ADMIN_EMAIL: "shell@example.com", ADMIN_PASSWORD: "long enough password" }),
    });
    expect(ok.stdout).toContain("Administrator shell@example.com created");

    await expect(
      run(process.execPath, ["--import", "tsx", script], {
        env: env({ ADMIN_NAME: "Again", ADMIN_EMAIL: "shell@example.com", ADMIN_PASSWORD: "long enough password" }),
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining("already exists") });
    await expect(
      run(process.execPath, ["--import", "tsx", script], { env: env({ ADMIN_NAME: "Weak", ADMIN_EMAIL: "weak@example.com", ADMIN_PASSWORD: "short" }) }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining("at least 8 characters") });

    const database = await openDatabase({ dataDir: join(dataDir, "pglite") });
    const [admin] = await database.db.select().from(user).where(eq(user.email, "shell@example.com"));
    await database.close();
    expect(admin).toMatchObject({ role: "admin", emailVerified: true, fullName: "Shell Admin" });
  }, 60_000);
});
