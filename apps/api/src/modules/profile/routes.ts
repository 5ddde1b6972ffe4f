import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MeSchema, UpdateProfileSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { announce } from "../../lib/changes.ts";
import { sessionChange } from "../../lib/session-cache.ts";
import { presentMe, requireMember } from "../../lib/session.ts";
import { updateAccount } from "../auth/service.ts";

export async function profileRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const MeResponse = z.object({ user: MeSchema });

  r.get(
    "/api/me",
    { schema: { tags: ["profile"], response: { 200: MeResponse } }, config: { access: "member", summary: "The signed-in member's profile" } },
    async (request) => ({
      user: presentMe(requireMember(request)),
    }),
  );

  // Only the full name and the language change here; email, role and plan in the body are refused (strict schema).
  r.patch(
    "/api/me",
    {
      schema: { tags: ["profile"], body: UpdateProfileSchema, response: { 200: MeResponse } },
      config: { access: "member", summary: "Change the member's name or language" },
    },
    async (request) => {
      const member = requireMember(request);
      const { fullName = member.fullName, locale = member.locale, readingText = member.readingText } = request.body;
      await updateAccount(deps.db, member.id, { fullName, locale, readingText });
      // The change shows at once on every instance (cached sessions, and boards showing the name).
      await announce(deps.db, sessionChange.member(member.id));
      if (fullName !== member.fullName) await announce(deps.db, { topic: "results" });
      return { user: presentMe({ ...member, fullName, locale, readingText }) };
    },
  );
}
