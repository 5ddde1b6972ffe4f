/** Settings → 'Add to calendar' (docs/architecture.md §4 'Calendar feed'). */
export function CalendarCard() {
  return null;
}
