import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { createQueryClient } from "./lib/query-client";
import { router } from "./routes";
import "./index.css";

const queryClient = createQueryClient();
const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

function render() {
  createRoot(container!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* Navigations render at once instead of in a transition: the previous page never stays
            on screen under the new URL while a route's code loads. */}
        <RouterProvider router={router} useTransitions={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// A page the server rendered (a book page) stays on screen until its route's code has loaded,
// then React draws the same page over it in one commit: no blank flash, no shift.
if (container.hasChildNodes() && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
} else {
  render();
}
