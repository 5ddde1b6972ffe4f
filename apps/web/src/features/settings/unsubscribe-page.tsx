/** /unsubscribe/{token}: a reminder mail's unsubscribe link, without signing in (docs/architecture.md §4 'Reminders'). */
export function UnsubscribePage() {
  return null;
}
