/** My progress (docs/architecture.md §4 'Study'). */
export function ProgressPage() {
  return <h1>My progress</h1>;
}
