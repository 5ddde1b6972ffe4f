import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { GENERIC_ERROR_MESSAGE, isApiError } from "./api";

/**
 * Puts the API's field errors (`{ fields: { "options.1": "…" } }`) under the form's fields: a key
 * the form knows is used as it is, else its first part ("selection.questionIds" → "selection"),
 * else `aliases` decides ("entryFeeCents" → "entryFee"). Returns the message to show above the
 * buttons when no field took the error (a conflict, a refused state, a server fault), or null.
 */
export function showServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
): string | null {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
  const known = new Set<string>(fields);
  let placed = false;
  for (const [key, message] of Object.entries(error.fields)) {
    const head = key.split(".")[0]!;
    const name = known.has(key) ? key : (aliases[key] ?? aliases[head] ?? (known.has(head) ? head : null));
    if (name === null) continue;
    form.setError(name as Path<T>, { type: "server", message });
    placed = true;
  }
  return placed ? null : error.message;
}
