import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";

/**
 * Puts the API's field errors under the form's fields and returns what no field took (the
 * 20-group limit, a server fault) to show above the buttons, or null.
 */
export function showServerErrors<T extends FieldValues>(form: { setError: UseFormSetError<T> }, error: unknown, fields: readonly Path<T>[]): string | null {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE;
  if (error.status === 0 || error.status >= 500) return error.message;
  let placed = false;
  for (const [key, message] of Object.entries(error.fields)) {
    const name = fields.find((field) => field === key.split(".")[0]);
    if (!name) continue;
    form.setError(name, { type: "server", message });
    placed = true;
  }
  return placed ? null : error.message;
}
