import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { Toaster } from "sonner";
import { MessageDialog } from "../../components/ui/alert-dialog";
import { DelayedSpinner } from "../../components/page-states";
import { usePageViews } from "../../lib/use-page-views";
import { useEmailLinkError } from "./use-email-link-error";

/** Wraps every page: toasts, the email-link error dialog and the lazy-route fallback. */
export function RootLayout() {
  const emailLinkError = useEmailLinkError();
  usePageViews();
  return (
    <>
      <Suspense fallback={<DelayedSpinner />}>
        <Outlet />
      </Suspense>
      <MessageDialog
        open={emailLinkError.message !== null}
        onOpenChange={(open) => {
          if (!open) emailLinkError.dismiss();
        }}
        tone="warning"
        title="Email Link Invalid or Expired"
        description={emailLinkError.message ?? ""}
      />
      <Toaster position="top-center" richColors closeButton />
      <ScrollRestoration />
    </>
  );
}
