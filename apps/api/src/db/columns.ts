/**
 * Columns every table of the database shares (db/platform-tables.ts and each feature's
 * modules/<feature>/tables.ts): kept here so each is one definition, never re-exported by db/schema.ts.
 */
import { customType, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** PostgreSQL's bytea, read as a Buffer whichever driver returns it (node-postgres a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});
