/** Memory verses (docs/architecture.md §4 'Study'). */
export function MemoryPage() {
  return <h1>Memory verses</h1>;
}
