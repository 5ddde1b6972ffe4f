import type { PackImportResult } from "@berean/domain";
import { api } from "../../../lib/api";

/** POST /api/admin/question-packs: imports a named pack of sealed questions (the array as the file holds it). */
export function importQuestionPack(name: string, questions: unknown[]) {
  return api.post<PackImportResult>("/api/admin/question-packs", { name, questions });
}
