import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isPoolTimeout } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { logPath } from "../lib/redact.ts";

/**
 * The one last-resort error handler: 4xx answer `{ error: { code, message, fields? } }`,
 * 5xx answer a generic message and are logged with their stack (docs/security.md 29).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A visitor asking who they are is routine (401); a signed-in member refused is worth a warning.
      if (error.statusCode === 403) request.log.warn({ event: "authorization.denied", code: error.code, url: logPath(request.url) }, "request refused");
      else if (error.statusCode === 401) request.log.info({ event: "authentication.required", url: logPath(request.url) }, "request refused");
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message, fields: error.fields } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
        fields[path] ??= issue.message ?? "Invalid value.";
      }
      return reply.status(400).send({ error: { code: "VALIDATION", message: "Please check the highlighted fields.", fields } });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: { code: "RATE_LIMITED", message: "Too many requests. Please wait a moment and try again." } });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: error.code ?? "BAD_REQUEST", message: error.message } });
    }
    if (isPoolTimeout(error)) {
      request.log.warn({ event: "database.pool_busy", url: logPath(request.url) }, "no database connection came free in time");
      return reply
        .status(503)
        .header("retry-after", 5)
        .send({ error: { code: "BUSY", message: "Berean is very busy right now. Please try again in a moment." } });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ error: { code: "INTERNAL", message: "Something went wrong. Please try again." } });
  });
}

/** 404 in the error shape, for API paths (and everything else when no web app is built). */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ error: { code: "NOT_FOUND", message: `No route ${request.method} ${logPath(request.url)}.` } });
}
