import { addressKey } from "../../lib/address-range.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CertificateCodeParamsSchema, CertificateVerificationSchema, MyRecognitionSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireMember } from "../../lib/session.ts";
import { renderCertificatePdf } from "./certificate-pdf.ts";
import { myRecognition, ownCertificate, verifyCertificate } from "./certificates.ts";

/**
 * A PDF costs 10–20 ms of a core to make: 30 a minute per account, counted once the session is
 * read (preHandler), so signing in again does not reset it (docs/security.md 69).
 */
const pdfLimit = {
  max: 30,
  timeWindow: 60_000,
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) => `certificate-pdf:${request.member?.id ?? addressKey(request.ip)}`,
};

/** Certificates and badges (docs/architecture.md §4 'Recognition'); the public verification of a code. */
export async function certificateRoutes(app: FastifyInstance, deps: { db: Db; appUrl: string; timeZone: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["certificates"];
  r.get(
    "/api/me/certificates",
    { schema: { tags, response: { 200: MyRecognitionSchema } }, config: { access: "member", summary: "The member's certificates and badges" } },
    async (request) => myRecognition(deps.db, requireMember(request).id, new Date(), deps.timeZone, requireMember(request).locale),
  );
  r.get(
    "/api/certificates/:code",
    {
      schema: { tags, params: CertificateCodeParamsSchema, response: { 200: CertificateVerificationSchema } },
      config: { access: "public", summary: "Verify a certificate by its code" },
    },
    async (request) => verifyCertificate(deps.db, request.params.code, new Date()),
  );
  r.get(
    "/api/certificates/:code/pdf",
    {
      schema: { tags, params: CertificateCodeParamsSchema },
      config: { access: "member", summary: "Download one of the member's certificates as a PDF", rateLimit: pdfLimit },
    },
    async (request, reply) => {
      const { certificate, name } = await ownCertificate(deps.db, requireMember(request).id, request.params.code, new Date());
      const pdf = await renderCertificatePdf(certificate, name, `${deps.appUrl}/certificates/${certificate.code}`);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="berean-certificate-${certificate.awardedOn}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(pdf));
    },
  );
}
