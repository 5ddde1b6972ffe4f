import type { FastifyInstance } from "fastify";
import type { Locale } from "@berean/domain";
import spanish from "../../../../packages/domain/src/messages/es.json" with { type: "json" };
import { requestLocale } from "./request-locale.ts";

const TEXTS: Record<Exclude<Locale, "en">, Record<string, string>> = { es: spanish };

/** A text the server writes in English (an error, a validation message) in `locale`, or as it is when it has no translation. */
export function localText(text: string, locale: Locale): string {
  return locale === "en" ? text : (TEXTS[locale][text] ?? text);
}

/**
 * Every error the API answers (`{ error: { code, message, fields } }`) in the reader's language: the
 * member's, or a visitor's (their choice, else their browser's). The texts are written once, in
 * English, where the rule is (packages/domain, apps/api); their Spanish is kept beside the
 * domain's messages (packages/domain/src/messages/es.json, held complete by its test).
 */
export function registerErrorLanguage(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string" || !String(reply.getHeader("content-type") ?? "").includes("json")) return payload;
    const locale = request.member?.locale ?? requestLocale(request.headers);
    if (locale === "en") return payload;
    let body: { error?: { message?: unknown; fields?: Record<string, unknown> } };
    try {
      body = JSON.parse(payload) as typeof body;
    } catch {
      return payload;
    }
    const error = body?.error;
    if (!error || typeof error !== "object") return payload;
    if (typeof error.message === "string") error.message = localText(error.message, locale);
    if (error.fields && typeof error.fields === "object")
      for (const [field, text] of Object.entries(error.fields)) if (typeof text === "string") error.fields[field] = localText(text, locale);
    return JSON.stringify(body);
  });
}
