import { createHash, timingSafeEqual } from "node:crypto";
import { desc } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";

export const DEV_MAILBOX_PATH = "/dev/mailbox";

/** The mailbox's address with its key, as the start-up log prints it. */
export const devMailboxUrl = (appUrl: string, key: string) => `${appUrl}${DEV_MAILBOX_PATH}?key=${key}`;

const digest = (text: string) => createHash("sha256").update(text).digest();
/** Compared in constant time: the answer does not tell how much of a guess was right. */
const sameKey = (given: unknown, key: string) => typeof given === "string" && timingSafeEqual(digest(given), digest(key));

/**
 * The socket's own address, never a forwarded header: /dev pages serve this machine only. A proxy
 * or tunnel on the same machine makes every request loopback, so the key is what keeps them private.
 */
export function isLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? "";
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1" || address.startsWith("127.");
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * Text with our own links (those under APP_URL) made clickable, everything else escaped: text a
 * member chose, such as a name, can never become a link here.
 */
export function linkify(text: string, appUrl: string): string {
  const own = `${appUrl.replace(/\/$/, "")}/`;
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) => (i % 2 === 1 && part.startsWith(own) ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join("");
}

/**
 * The local mail provider's inbox (docs/architecture.md §4 'Local providers'): every outbox message, newest
 * first. It holds every reset link, so it answers only this machine and only with the key printed
 * at start (`?key=`); anything else is the same 404 as a path that does not exist. Never
 * registered in production (app.ts).
 */
export async function devRoutes(app: FastifyInstance, deps: { db: Db; appUrl: string; key: string }): Promise<void> {
  app.get(DEV_MAILBOX_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopback(request) || !sameKey((request.query as { key?: unknown }).key, deps.key)) throw notFound();
    const messages = await deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(200);
    const items = messages
      .map(
        (m) => `<article class="mail"><header><p class="subject">${escapeHtml(m.subject)}</p>
<p class="meta">To <span class="to">${escapeHtml(m.to)}</span> · <time datetime="${m.createdAt.toISOString()}">${escapeHtml(m.createdAt.toISOString().replace("T", " ").slice(0, 19))} UTC</time></p></header>
<pre class="body">${linkify(m.text, deps.appUrl)}</pre></article>`,
      )
      .join("\n");
    const empty = `<p class="empty">No mail yet. Register an account or ask for a password reset, and the message appears here.</p>`;
    // The address holds the key: it stays out of the Referer of a link followed from here.
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store").header("referrer-policy", "no-referrer");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · Berean</title><style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:760px;margin:0 auto;padding:24px 16px}h1{font-size:22px;margin:0 0 4px}.lead{color:#475569;margin:0 0 20px;font-size:14px}
.mail{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px;margin-bottom:12px}.subject{font-weight:600;margin:0}
.meta{color:#64748b;font-size:13px;margin:4px 0 12px}.body{white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,monospace;margin:0}
a{color:#4f46e5}.empty{color:#475569}</style></head><body><main><h1>Dev mailbox</h1>
<p class="lead">Mail that Berean sent while no SMTP server is configured (local machine only). Newest first.</p>
${messages.length ? items : empty}</main></body></html>`;
  });
}
