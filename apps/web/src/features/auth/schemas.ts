import { z } from "zod";
import { displayText, MAX_FULL_NAME_LENGTH } from "@berean/domain";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../lib/limits";
import type { useT } from "./messages";

/** The auth screens' messages, in the page's language: each form's rules are made with them (`useMemo` on `t`). */
type T = ReturnType<typeof useT>;

const emailSchema = (t: T) =>
  z
    .string()
    .trim()
    .min(1, t("emailRequired"))
    .pipe(z.email(t("emailInvalid")));

/** A password being chosen: 8 to 128 characters, no composition rules (docs/security.md 1). */
const newPasswordSchema = (t: T) =>
  z
    .string()
    .min(1, t("passwordRequired"))
    .min(MIN_PASSWORD_LENGTH, t("passwordTooShort", { min: MIN_PASSWORD_LENGTH }))
    .max(MAX_PASSWORD_LENGTH, t("passwordTooLong", { max: MAX_PASSWORD_LENGTH }));

export const loginSchema = (t: T) =>
  z.object({
    email: emailSchema(t),
    password: z
      .string()
      .min(1, t("passwordRequired"))
      .max(MAX_PASSWORD_LENGTH, t("passwordTooLong", { max: MAX_PASSWORD_LENGTH })),
    rememberMe: z.boolean(),
  });
export type Login = z.infer<ReturnType<typeof loginSchema>>;

/** Registration mismatch: shown as a toast with a description (docs/product.md part 1 §5), its message `t("passwordsDontMatch")`. */
export const registerSchema = (t: T) =>
  z
    .object({
      // The server's rule for names (docs/security.md 41): one line of visible text.
      // i18n: displayText's own messages (hidden or mixed characters) come from @berean/domain, in English for now.
      fullName: displayText("Full name", MAX_FULL_NAME_LENGTH, { name: true, tooLong: t("fullNameTooLong") }).min(1, t("fullNameRequired")),
      email: emailSchema(t),
      password: newPasswordSchema(t),
      confirmPassword: z.string().min(1, t("confirmPasswordRequired")),
    })
    .refine((form) => form.password === form.confirmPassword, {
      message: t("passwordsDontMatch"),
      path: ["confirmPassword"],
    });
export type Register = z.infer<ReturnType<typeof registerSchema>>;

export const forgotPasswordSchema = (t: T) => z.object({ email: emailSchema(t) });
export type ForgotPassword = z.infer<ReturnType<typeof forgotPasswordSchema>>;

/** Reset mismatch: one sentence (docs/product.md part 1 §5). */
export const resetPasswordSchema = (t: T) =>
  z
    .object({
      newPassword: newPasswordSchema(t),
      confirmPassword: z.string().min(1, t("confirmNewPasswordRequired")),
    })
    .refine((form) => form.newPassword === form.confirmPassword, {
      message: t("resetPasswordsDontMatch"),
      path: ["confirmPassword"],
    });
export type ResetPassword = z.infer<ReturnType<typeof resetPasswordSchema>>;
