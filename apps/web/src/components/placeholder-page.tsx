import { ComingSoon } from "./coming-soon";
import { PageHeader } from "./page-header";

/** A signed-in page whose content comes in a later release; it already has its heading. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <ComingSoon title="Coming soon">
        <p>This page is being built. Check back shortly.</p>
      </ComingSoon>
    </>
  );
}
