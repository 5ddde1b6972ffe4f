// What other features may use of mail-preferences (docs/architecture.md §3 'Layout').
export { unsubscribeLinks } from "./unsubscribe-token.ts";
export { readMailPreferences, wantsReminder } from "./mail-preferences.ts";
