import { z } from "zod";
import { displayText, MAX_FULL_NAME_LENGTH } from "@berean/domain";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../lib/limits";

export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
/** Registration mismatch: shown as a toast with a description (docs/product.md part 1 §5). */
export const REGISTER_PASSWORDS_DONT_MATCH = "Passwords don't match";
/** Reset mismatch: one sentence (docs/product.md part 1 §5). */
export const RESET_PASSWORDS_DONT_MATCH = "Passwords don't match. Please make sure both passwords are the same.";

export const EmailSchema = z.string().trim().min(1, "Email is required.").pipe(z.email("Please enter a valid email address."));

/** A password being chosen: 8 to 128 characters, no composition rules (docs/security.md 1). */
export const NewPasswordSchema = z
  .string()
  .min(1, "Password is required.")
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG);

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, "Password is required.").max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
  rememberMe: z.boolean(),
});
export type Login = z.infer<typeof LoginSchema>;

export const RegisterSchema = z
  .object({
    // The server's rule for names (docs/security.md 41): one line of visible text.
    fullName: displayText("Full name", MAX_FULL_NAME_LENGTH, { name: true, tooLong: "Full name is too long." }).min(1, "Full name is required."),
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string().min(1, "Please confirm your password."),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: REGISTER_PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type Register = z.infer<typeof RegisterSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    newPassword: NewPasswordSchema,
    confirmPassword: z.string().min(1, "Please confirm your new password."),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: RESET_PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;
