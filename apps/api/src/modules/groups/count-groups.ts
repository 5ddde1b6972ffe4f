import { count } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { memberGroup } from "../../db/schema.ts";

/** How many groups exist, for the admin overview. */
export async function countGroups(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memberGroup);
  return row?.n ?? 0;
}
