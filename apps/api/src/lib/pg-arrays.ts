/**
 * An `array_agg` of timestamptz as the drivers hand it back: pg parses it into Dates, PGlite may
 * give PostgreSQL's text form of an array ('{"2026-11-21 14:00:01+00",…}'). Both read as Dates.
 */
export function timestampsOf(value: ReadonlyArray<string | Date> | string): Date[] {
  const items = typeof value === "string" ? value.replace(/^\{|\}$/g, "").split(",").filter(Boolean).map((s) => s.replace(/^"|"$/g, "")) : value;
  return items.map((t) => (t instanceof Date ? t : new Date(t)));
}
