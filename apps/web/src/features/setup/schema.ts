import { z } from "zod";
import { displayText, MAX_FULL_NAME_LENGTH } from "@berean/domain";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../lib/limits";
import type { useT } from "./messages";

/** The setup form's rules, with its messages in the page's language (made with `useMemo` on `t`). */
export const setupSchema = (t: ReturnType<typeof useT>) =>
  z
    .object({
      // The server's rule for names (docs/security.md 41): one line of visible text.
      // i18n: displayText's own messages (hidden or mixed characters) come from @berean/domain, in English for now.
      fullName: displayText("Full name", MAX_FULL_NAME_LENGTH, { name: true, tooLong: t("fullNameTooLong") }).min(1, t("fullNameRequired")),
      email: z
        .string()
        .trim()
        .min(1, t("emailRequired"))
        .pipe(z.email(t("emailInvalid"))),
      password: z
        .string()
        .min(MIN_PASSWORD_LENGTH, t("passwordTooShort", { min: MIN_PASSWORD_LENGTH }))
        .max(MAX_PASSWORD_LENGTH, t("passwordTooLong", { max: MAX_PASSWORD_LENGTH })),
      confirmPassword: z.string().min(1, t("confirmPasswordRequired")),
    })
    .refine((form) => form.password === form.confirmPassword, {
      message: t("passwordsDontMatch"),
      path: ["confirmPassword"],
    });
export type Setup = z.infer<ReturnType<typeof setupSchema>>;
