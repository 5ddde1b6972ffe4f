/** Practice (docs/architecture.md §4 'Study'). */
export function PracticePage() {
  return <h1>Practice</h1>;
}
