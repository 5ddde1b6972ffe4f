import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { MailPreferences } from "@berean/domain";
import { mailPreferencesQueryOptions } from "./api/mail-preferences";
import { deferred, fakeApi, type FakeReply } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { MailPreferencesCard } from "./mail-preferences-card";

const OFF: MailPreferences = { eventOpen: false, lastCall: false, weeklySummary: false, assignments: false, studyPlan: false };

describe("Settings → Email reminders", () => {
  it("a read of the preferences still on its way when a switch is turned does not turn it back", async () => {
    let saved = OFF;
    const reads: Array<ReturnType<typeof deferred<FakeReply>>> = [];
    fakeApi((request) => {
      if (request.method === "PUT") {
        saved = request.body as MailPreferences;
        return { status: 200, body: saved };
      }
      // Each read answers when the test says, with what was saved when it was asked.
      const read = deferred<FakeReply>();
      const asked = saved;
      reads.push(read);
      return read.promise.then(() => ({ status: 200, body: asked }));
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      withIntl(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <MailPreferencesCard />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    await waitFor(() => expect(reads).toHaveLength(1));
    await act(async () => reads[0]!.resolve({ status: 200 }));
    const eventOpen = await screen.findByRole("checkbox", { name: "The Saturday event is open" });

    // A read starts (the window regains focus), then the member turns a switch on before it answers.
    act(() => void queryClient.refetchQueries({ queryKey: mailPreferencesQueryOptions.queryKey }));
    await waitFor(() => expect(reads).toHaveLength(2));
    fireEvent.click(eventOpen);
    await waitFor(() => expect(saved.eventOpen).toBe(true));
    await act(async () => reads[1]!.resolve({ status: 200 }));

    await waitFor(() => expect(screen.getByRole("checkbox", { name: "The Saturday event is open" }).getAttribute("aria-checked")).toBe("true"));
    // The next switch sends the first one on as well.
    fireEvent.click(screen.getByRole("checkbox", { name: "Group assignments" }));
    await waitFor(() => expect(saved).toEqual({ ...OFF, eventOpen: true, assignments: true }));
  });
});
