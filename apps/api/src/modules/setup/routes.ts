import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MeSchema, SetupAdminSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import type { Auth } from "../../lib/auth.ts";
import { completeSetup, isSetupTokenValid } from "./service.ts";

export async function setupRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/setup",
    {
      schema: { tags: ["setup"], querystring: z.strictObject({ token: z.string().min(1).max(200) }), response: { 200: z.object({ valid: z.boolean() }) } },
      config: { access: "public", summary: "Whether the first administrator still has to be created", rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => ({ valid: await isSetupTokenValid(deps.db, request.query.token) }),
  );
  r.post(
    "/api/setup",
    {
      schema: { tags: ["setup"], body: SetupAdminSchema, response: { 201: z.object({ user: MeSchema.pick({ id: true, email: true, fullName: true }) }) } },
      config: { access: "public", summary: "Create the first administrator (only while there is none)", rateLimit: { max: 5, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { token, ...admin } = request.body;
      const created = await completeSetup(deps.auth, deps.db, token, admin);
      request.log.info({ event: "admin.setup", userId: created.id }, "first administrator created");
      return reply.status(201).send({ user: created });
    },
  );
}
