import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { LANGUAGE_HEADERS, requestLocale, withLang } from "../i18n/request-locale.ts";
import { sendApiNotFound } from "./errors.ts";

/** Serves the built web app and falls back to index.html for client-side routes. */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, "web app not built: only the API is served (run `npm run build`)");
    app.setNotFoundHandler(sendApiNotFound);
    return;
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  // The app starts in the language the page names (apps/web/src/main.tsx): one copy per language.
  const indexIn = { en: withLang(indexHtml, "en"), es: withLang(indexHtml, "es") };
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (scripts/compress-assets.mjs); the best one the browser accepts is sent.
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Hashed assets never change. Everything else must always be fresh: index.html, and the
      // installable app's worker (sw.js, registerSW.js, workbox-*.js) and manifest, which a
      // browser checks at each visit to find a new build (docs/architecture.md §4 'Installable app').
      reply.header("cache-control", path.includes(`${join(webDist, "assets")}`) ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path.startsWith("/api/") || path.startsWith("/dev/") || (request.method !== "GET" && request.method !== "HEAD")) {
      return sendApiNotFound(request, reply);
    }
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith(".html")) {
      return reply.status(404).type("text/plain").send("Not found");
    }
    // The reset link carries its token in the URL: nothing of it may leak through Referer.
    if (path === "/auth/reset-password") reply.header("referrer-policy", "no-referrer");
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", LANGUAGE_HEADERS)
      .send(indexIn[requestLocale(request.headers)]);
  });
}
