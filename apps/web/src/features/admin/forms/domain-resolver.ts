import type { FieldErrors, FieldValues, Path, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver for a form whose fields are not the API's body (amounts typed in
 * dollars, questions picked as cards): `toInput` makes the body from the fields, the domain's
 * own schema checks it as the server will, and each issue lands under the field it concerns
 * (`aliases`: "entryFeeCents" → "entryFee"; else the issue's first path part). What the form
 * submits is the parsed body.
 */
export function domainResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: (values: TForm) => TSchema,
  toInput: (values: TForm) => unknown,
  aliases: Partial<Record<string, Path<TForm>>> = {},
): Resolver<TForm, unknown, z.output<TSchema>> {
  return (values) => {
    const parsed = schema(values).safeParse(toInput(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const head = String(issue.path[0] ?? "root");
      const name = aliases[issue.path.join(".")] ?? aliases[head] ?? head;
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TForm> };
  };
}
