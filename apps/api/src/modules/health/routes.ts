import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";

export async function healthRoutes(app: FastifyInstance, deps: { database: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        response: {
          200: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }),
          503: z.object({ status: z.literal("unavailable") }),
        },
      },
      config: { access: "public", summary: "Whether the server and its database answer" },
    },
    async (request, reply) => {
      try {
        await deps.database.db.execute(sql`select 1`);
        return { status: "ok" as const, database: deps.database.kind };
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        return reply.status(503).send({ status: "unavailable" as const });
      }
    },
  );
}
