/** /r/{code}: a shared result (docs/architecture.md §4 'Sharing'). */
export function SharedResultPage() {
  return null;
}
