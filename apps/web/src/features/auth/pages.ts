// The auth screens load as one chunk: moving between them (login ↔ register ↔ forgot) never
// waits for a download, so the old page is never left on screen under the new URL.
export { ForgotPasswordPage } from "./forgot-password-page";
export { LoginPage } from "./login-page";
export { RegisterPage } from "./register-page";
export { ResetPasswordPage } from "./reset-password-page";
