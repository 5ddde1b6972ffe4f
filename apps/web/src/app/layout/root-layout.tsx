import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration, useMatch } from "react-router";
import { DelayedSpinner } from "../../components/page-states";
import { paths } from "../../config/paths";
import { usePageViews } from "../../lib/use-page-views";
import { useT } from "./messages";
import { useEmailLinkError } from "./use-email-link-error";

// Neither is needed to paint a page: their code loads after the page's own (the dialog's only
// when an email link failed), keeping the first download small.
const Toaster = lazy(async () => ({ default: (await import("sonner")).Toaster }));
const MessageDialog = lazy(async () => ({ default: (await import("../../components/ui/alert-dialog")).MessageDialog }));

/** Wraps every page: toasts, the email-link error dialog and the lazy-route fallback. */
export function RootLayout() {
  const t = useT();
  const emailLinkError = useEmailLinkError();
  usePageViews();
  // A projector's controls sit at its top right (end, full screen) and bottom right (start, next):
  // its toasts come at the top center, under the header (docs/architecture.md §4 'Hosted games').
  const projector = useMatch(paths.member.hostScreen(":gameId")) !== null;
  return (
    <>
      <Suspense fallback={<DelayedSpinner />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        {emailLinkError.message !== null ? (
          <MessageDialog
            open
            onOpenChange={(open) => {
              if (!open) emailLinkError.dismiss();
            }}
            tone="warning"
            title={t("emailLinkInvalid")}
            description={emailLinkError.message}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {/* At the bottom, away from page titles and dialog headers; narrower than 600 px sonner spans the width. */}
        <Toaster position={projector ? "top-center" : "bottom-right"} offset={projector ? 88 : undefined} richColors closeButton />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
