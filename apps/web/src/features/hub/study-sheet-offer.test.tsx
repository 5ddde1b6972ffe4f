import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Me } from "@berean/domain";
import { paths } from "../../config/paths";
import { fakeApi, type FakeReply } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { StudySheetOffer } from "./study-sheet-offer";
import { aMember } from "../../test/members";

const member = (plan: Me["plan"], role: Me["role"] = "user"): Me => aMember({ id: "m1", fullName: "Lois Reader", email: "lois@example.com", role, plan });

/** The offer once the session is known (as the app shows it; the server's page is the visitor's). */
async function renderFor(me: FakeReply) {
  fakeApi((request) => (request.path === "/api/me" ? me : { status: 404, body: { error: { code: "NOT_FOUND", message: "No" } } }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    withIntl(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <StudySheetOffer book={{ name: "Ruth", slug: "ruth" }} />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  await waitFor(() => expect(client.getQueryState(["me"])?.status).not.toBe("pending"));
}

describe("a book's study sheet offer", () => {
  it("gives Pro members and administrators the PDF to download", async () => {
    for (const me of [member("pro"), member("free", "admin")]) {
      await renderFor({ status: 200, body: { user: me } });
      const link = screen.getByRole("link", { name: /^Download study sheet \(PDF\)/ });
      expect(link.getAttribute("href")).toBe("/api/hub/books/ruth/study-sheet.pdf");
      expect(link.getAttribute("download")).toBe("berean-study-sheet-ruth.pdf");
      cleanup();
    }
  });

  it("points a free member and a visitor to Pro", async () => {
    for (const reply of [
      { status: 200, body: { user: member("free") } },
      { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sign in" } } },
    ]) {
      await renderFor(reply);
      const note = screen.getByRole("link", { name: /^Study sheet: a Pro download/ });
      expect(note.getAttribute("href")).toBe(paths.member.upgrade);
      expect(screen.queryByRole("link", { name: /Download study sheet/ })).toBeNull();
      cleanup();
    }
  });
});
