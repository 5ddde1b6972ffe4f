/** Memory verse (docs/architecture.md §4 'Study'). */
export function MemoryVersePage() {
  return <h1>Memory verse</h1>;
}
