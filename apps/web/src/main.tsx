import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { I18nProvider, loadMessages, pageLocale, type Locale, type Messages } from "./i18n";
import { FollowMemberLanguage } from "./i18n/member-language";
import { listenForInstallOffer } from "./lib/install-prompt";
import { createQueryClient } from "./lib/query-client";
import { router } from "./routes";
import "./index.css";

const queryClient = createQueryClient();
listenForInstallOffer();

/** Must match SSR_QUERIES_ID in apps/api/src/modules/hub/routes.ts. */
const SSR_QUERIES_ID = "berean-ssr-queries";

// A page the server rendered hands over the data it was rendered with: the first render uses it
// instead of fetching again, so the page the visitor already sees does not change.
const seeded = document.getElementById(SSR_QUERIES_ID)?.textContent;
if (seeded) {
  try {
    for (const [key, data] of JSON.parse(seeded) as Array<[unknown[], unknown]>) queryClient.setQueryData(key, data);
  } catch {
    // Malformed data: the page fetches what it needs.
  }
}
const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

function render(locale: Locale, messages: Messages) {
  createRoot(container!).render(
    <StrictMode>
      <I18nProvider locale={locale} messages={messages}>
        <QueryClientProvider client={queryClient}>
          <FollowMemberLanguage />
          {/* Navigations render at once instead of in a transition: the previous page never stays
              on screen under the new URL while a route's code loads. */}
          <RouterProvider router={router} useTransitions={false} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

// The page's language (the server chose it: the visitor's choice, else the browser's) and its
// messages, loaded beside the route's code. A page the server rendered (a book page) stays on
// screen until both have loaded, then React draws the same page over it in one commit: no blank
// flash, no shift.
const locale = pageLocale();
const routeReady = new Promise<void>((resolve) => {
  if (!container.hasChildNodes() || router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});
void Promise.all([loadMessages(locale), routeReady]).then(([messages]) => render(locale, messages));
