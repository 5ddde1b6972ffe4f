import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ContactInboxItemSchema,
  ContactInboxQuerySchema,
  ContactInboxSchema,
  ContactMessageCreateSchema,
  ContactMessageParamsSchema,
  ContactReplySchema,
  ContactSentSchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../lib/mail.ts";
import { requireAdmin } from "../../lib/session.ts";
import { readInbox } from "./read-inbox.ts";
import { replyToMessage } from "./reply-to-message.ts";
import { sendContactMessage } from "./send-contact-message.ts";

/** The contact page and the admins' inbox (docs/architecture.md §4 'Contact and support'). */
export async function contactRoutes(app: FastifyInstance, deps: { db: Db; mailer: Mailer; appUrl: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/contact",
    {
      schema: { tags: ["contact"], body: ContactMessageCreateSchema, response: { 201: ContactSentSchema } },
      // Per address: a burst from one machine. The per-email and per-account limits are in the use case.
      config: { access: "public", summary: "Send a message from the contact page (visitors and members)", rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => reply.code(201).send(await sendContactMessage(deps.db, request.member, request.body)),
  );

  const tags = ["admin: inbox"];
  r.get(
    "/api/admin/inbox",
    {
      schema: { tags, querystring: ContactInboxQuerySchema, response: { 200: ContactInboxSchema } },
      config: { access: "admin", summary: "Contact messages: open and priority first, newest first" },
    },
    async (request) => {
      requireAdmin(request);
      return readInbox(deps.db, request.query.status);
    },
  );
  r.post(
    "/api/admin/inbox/:id/reply",
    {
      schema: { tags, params: ContactMessageParamsSchema, body: ContactReplySchema, response: { 200: ContactInboxItemSchema } },
      config: { access: "admin", summary: "Reply to a contact message by mail; it becomes answered" },
    },
    async (request) => replyToMessage(deps, requireAdmin(request), request.params.id, request.body.reply, new Date()),
  );
}
