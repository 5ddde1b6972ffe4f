import { z } from "zod";

/**
 * Row ids are PostgreSQL `serial`s, 32-bit: a larger number cannot name a row, and handed to
 * the database it raises an error instead of finding nothing. Every id a request carries is
 * bounded here, so it is a 400 with a field message, never a 500.
 */
export const MAX_ROW_ID = 2_147_483_647;
const message = "Must be a whole number from 1 to 2147483647.";
/** An id in a JSON body. */
export const RowId = z.number({ error: message }).int(message).min(1, message).max(MAX_ROW_ID, message);
/** An id in a path or query string (text, read as a number). */
export const RowIdParam = z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ROW_ID, message);
