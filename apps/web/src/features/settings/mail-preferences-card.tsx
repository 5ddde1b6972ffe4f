/** Settings → 'Email reminders' (docs/architecture.md §4 'Reminders'). */
export function MailPreferencesCard() {
  return null;
}
