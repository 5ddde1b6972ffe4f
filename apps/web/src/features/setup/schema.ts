import { z } from "zod";
import { displayText, MAX_FULL_NAME_LENGTH } from "@berean/domain";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../lib/limits";

export const PASSWORDS_DONT_MATCH = "Passwords don't match. Please make sure both passwords are the same.";

export const SetupSchema = z
  .object({
    // The server's rule for names (docs/security.md 41): one line of visible text.
    fullName: displayText("Full name", MAX_FULL_NAME_LENGTH, { name: true, tooLong: "Full name is too long." }).min(1, "Full name is required."),
    email: z.string().trim().min(1, "Email is required.").pipe(z.email("Please enter a valid email address.")),
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
      .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`),
    confirmPassword: z.string().min(1, "Please confirm the password."),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type Setup = z.infer<typeof SetupSchema>;
