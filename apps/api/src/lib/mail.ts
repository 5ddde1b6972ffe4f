import { createHash } from "node:crypto";
import { lt } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { MAILS_PER_RECIPIENT_PER_HOUR } from "@berean/domain";
import { countInWindow } from "./counters.ts";
import { redactTokens } from "./redact.ts";
import { mailOutbox, mailThrottle } from "../db/schema.ts";
import type { Locale } from "@berean/domain";
import { say } from "../i18n/server-messages.ts";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (a reminder's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

/** Real delivery through the SMTP server of `SMTP_URL`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * The local provider: mail is kept in the outbox table (read at /dev/mailbox, with its key) and its links are
 * printed to the log, so a newcomer can verify an account on one machine.
 */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(mailOutbox).values(message);
      // The links' one-time tokens stay out of the log: the mailbox page has the whole link.
      const links = (message.text.match(/https?:\/\/\S+/g) ?? []).map(redactTokens);
      log.info({ mailTo: message.to, subject: message.subject, links }, "mail kept in the dev outbox (read it at the dev mailbox printed at start)");
    },
  };
}

/**
 * Whether a mail of `kind` may go to `address` now: true at most once an hour per address, kept
 * in the database so it holds across instances and restarts. Records the send when it says yes.
 */
export async function mayMailOncePerHour(db: Db, kind: string, address: string, now = new Date()): Promise<boolean> {
  const key = `${kind}:${createHash("sha256").update(address.trim().toLowerCase()).digest("hex")}`;
  const hourAgo = new Date(now.getTime() - 3600_000);
  const rows = await db
    .insert(mailThrottle)
    .values({ key, sentAt: now })
    .onConflictDoUpdate({ target: mailThrottle.key, set: { sentAt: now }, setWhere: lt(mailThrottle.sentAt, hourAgo) })
    .returning({ key: mailThrottle.key });
  return rows.length > 0;
}

/**
 * Whether another mail of `kind` may go to `address` this hour: at most
 * MAILS_PER_RECIPIENT_PER_HOUR, whoever asks and from however many addresses (docs/security.md 44;
 * the per-address limits alone let 14 reset mails reach one person). Counts the send when it says yes.
 */
export async function mayMailRecipient(db: Db, kind: "reset" | "verification", address: string): Promise<boolean> {
  const key = `mail:${kind}:${createHash("sha256").update(address.trim().toLowerCase()).digest("hex")}`;
  return (await countInWindow(db, key, 3600_000)) <= MAILS_PER_RECIPIENT_PER_HOUR;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A plain, accessible mail with one call to action; the text part carries the same link.
 * `footerLinks` (a reminder's 'Unsubscribe' and 'Email preferences') follow the footer in both parts.
 */
export function actionMail(options: {
  to: string;
  subject: string;
  greeting: string;
  body: string;
  action: string;
  url: string;
  footer: string;
  footerLinks?: ReadonlyArray<{ label: string; url: string }>;
  /** The recipient's language (docs/architecture.md §9): the mail's own lines around the texts given. */
  locale?: Locale;
}): MailMessage {
  const { to, subject, greeting, body, action, url, footer, footerLinks = [], locale = "en" } = options;
  const linksHtml = footerLinks.length
    ? `\n<p style="margin:8px 0 0;font-size:13px;color:#64748b">${footerLinks.map((l) => `<a href="${escapeHtml(l.url)}" style="color:#475569">${escapeHtml(l.label)}</a>`).join(" · ")}</p>`
    : "";
  const linksText = footerLinks.map((l) => `\n${l.label}: ${l.url}`).join("");
  const html = `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 8px;font-size:20px;font-weight:700;color:#4f46e5">Berean</p>
<p style="margin:0 0 16px;font-size:16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;font-size:15px;line-height:1.5">${escapeHtml(body)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#475569">${escapeHtml(say(locale, "mail.linkFallback"))}<br><a href="${escapeHtml(url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(url)}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#64748b">${escapeHtml(footer)}</p>${linksHtml}
</td></tr></table></td></tr></table></body></html>`;
  const text = `${greeting}\n\n${body}\n\n${action}: ${url}\n\n${footer}${linksText}\n\n${say(locale, "mail.signature")}`;
  return { to, subject, html, text };
}
