/** Review (docs/architecture.md §4 'Study'). */
export function ReviewPage() {
  return <h1>Review</h1>;
}
