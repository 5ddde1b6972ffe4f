import type { DbOrTx } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

/** One admin write in the audit log (docs/security.md 28): who, what, on which row, before and after. Written in the write's own transaction. */
export async function audit(
  db: DbOrTx,
  entry: { actorId: string; action: string; targetType: string; targetId: string | number; before?: unknown; after?: unknown },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
