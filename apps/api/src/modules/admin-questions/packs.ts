import { SAMPLE_PACK, type PackImportResult, type QuestionPackUpload } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { audit } from "../../lib/audit.ts";
import { badRequest } from "../../lib/errors.ts";
import { importPack, parsePack } from "../questions/service.ts";

/**
 * An administrator imports a sealed pack (docs/architecture.md §4 'Sealed and open'): checked whole
 * (the bank's shape, known books, passages of the King James text) before a row is written, in one
 * transaction with its audit entry. The public sample pack's name is the repository's own.
 */
export async function uploadPack(db: Db, actorId: string, body: QuestionPackUpload): Promise<PackImportResult> {
  if (body.name === SAMPLE_PACK)
    throw badRequest(`'${SAMPLE_PACK}' is the public sample pack's name: give this pack its own.`, { name: "Choose another name." });
  const questions = parsePack(body.name, body.questions);
  return db.transaction(async (tx) => {
    const imported = await importPack(tx, body.name, questions);
    await audit(tx, {
      actorId,
      action: "questions.pack_import",
      targetType: "question",
      targetId: body.name,
      after: { added: imported.added, updated: imported.updated, skipped: imported.skipped.length },
    });
    return imported;
  });
}
