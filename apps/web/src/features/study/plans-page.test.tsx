import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PlanFollow, StudyPlanSummary } from "@berean/domain";
import { deferred, fakeApi, type FakeReply, type FakeRequest } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { PlansPage } from "./plans-page";

const acts: StudyPlanSummary = {
  slug: "acts-28",
  title: "Acts in 28 days",
  covers: "The church from Jerusalem to Rome, a chapter a day.",
  totalDays: 28,
  firstReading: "Acts 1",
  lastReading: "Acts 28",
};
const romans: StudyPlanSummary = {
  slug: "romans-16",
  title: "Romans in 16 days",
  covers: "Paul's letter to the Romans, a chapter a day.",
  totalDays: 16,
  firstReading: "Romans 1",
  lastReading: "Romans 16",
};
const acts1 = "The former treatise have I made, O Theophilus";

function followOf(overrides: Partial<PlanFollow> = {}): PlanFollow {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    plan: acts,
    startedOn: "2026-03-10",
    today: "2026-03-10",
    day: 1,
    daysDone: 0,
    doneToday: false,
    completed: false,
    streak: 0,
    reading: { reference: "Acts 1", chapters: [{ chapter: 1, verses: [{ verse: 1, text: acts1 }] }] },
    practice: { book: "acts", chapters: [1], questions: 5 },
    ...overrides,
  };
}

type Route = (request: FakeRequest) => FakeReply | Promise<FakeReply>;
const ok = (body: unknown, status = 200): FakeReply => ({ status, body });

function server(routes: { current: Route; start?: Route; done?: Route; leave?: Route; practice?: Route; preferences?: Route }) {
  return fakeApi((request) => {
    if (request.path === "/api/plans") return ok({ plans: [acts, romans] });
    const route =
      request.path === "/api/me/mail-preferences"
        ? routes.preferences
        : request.path === "/api/plans/current"
          ? routes.current
          : request.path === "/api/plan-follows"
            ? routes.start
            : request.path.endsWith("/done")
              ? routes.done
              : request.method === "DELETE"
                ? routes.leave
                : request.path === "/api/practice"
                  ? routes.practice
                  : undefined;
    return route ? route(request) : { status: 404, body: { error: { code: "NOT_FOUND", message: "No route." } } };
  });
}

function showPage(locale: "en" | "es" = "en") {
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/plans"]}>
          <PlansPage />
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

const posted = (seen: FakeRequest[], path: string) => seen.filter((r) => r.method === "POST" && r.path === path).map((r) => r.body);

describe("Study plans", () => {
  it("without a plan, lists the plans with their length and starts one from day 1", async () => {
    const started = deferred<FakeReply>();
    const seen = server({ current: () => ok({ follow: null }), start: () => started.promise });
    showPage();
    expect(await screen.findByText("You are not following a plan")).toBeTruthy();
    expect(screen.getByText("28 days · Acts 1 to Acts 28")).toBeTruthy();
    expect(screen.getByText(romans.covers)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Start plan Acts in 28 days" }));
    await waitFor(() => expect((screen.getByRole("button", { name: "Starting... Acts in 28 days" }) as HTMLButtonElement).disabled).toBe(true));
    expect(posted(seen, "/api/plan-follows")).toEqual([{ plan: "acts-28" }]);
    await act(async () => started.resolve(ok(followOf(), 201)));
    expect(await screen.findByRole("heading", { name: "Today's reading: Acts 1" })).toBeTruthy();
    expect(screen.getByText(acts1, { exact: false })).toBeTruthy();
    expect(screen.getByText("1 of 28")).toBeTruthy();
    expect(screen.getByText("Following")).toBeTruthy();
  });

  it("marks today's reading done once, and shows the day done with the plan's streak", async () => {
    const seen = server({
      current: () => ok({ follow: followOf() }),
      done: () => ok(followOf({ daysDone: 1, doneToday: true, streak: 1 })),
    });
    showPage();
    fireEvent.click(await screen.findByRole("button", { name: "Mark today's reading done" }));
    expect(await screen.findByText("Today's reading is done. Day 2 opens tomorrow.")).toBeTruthy();
    expect(posted(seen, "/api/plan-follows/11111111-1111-4111-8111-111111111111/done")).toEqual([{ day: 1 }]);
    expect(screen.queryByRole("button", { name: "Mark today's reading done" })).toBeNull();
    expect(screen.getByText("1 day")).toBeTruthy();
  });

  it("starts practice on today's chapters through practice, and says so when there are no questions", async () => {
    const seen = server({
      current: () => ok({ follow: followOf() }),
      practice: () => ok({ id: "sess-0001" }, 201),
    });
    showPage();
    expect(await screen.findByText(/^5 questions on today's chapters/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Practice today's chapters" }));
    await waitFor(() => expect(posted(seen, "/api/practice")).toEqual([{ books: ["acts"], chapters: [1], difficulty: "any" }]));
  });

  it("says so when today's chapters have no practice questions", async () => {
    server({ current: () => ok({ follow: followOf({ practice: { book: "acts", chapters: [1], questions: 0 } }) }) });
    showPage();
    expect(await screen.findByText("There are no practice questions on Acts 1 yet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Practice today's chapters" })).toBeNull();
  });

  it("asks before another plan replaces the one followed", async () => {
    const seen = server({ current: () => ok({ follow: followOf({ daysDone: 3, day: 4 }) }), start: () => ok(followOf({ plan: romans }), 201) });
    showPage();
    fireEvent.click(await screen.findByRole("button", { name: "Start plan Romans in 16 days" }));
    expect(await screen.findByText("Start Romans in 16 days?")).toBeTruthy();
    expect(screen.getByText(/You are following Acts in 28 days \(3 of 28 days done\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Keep my plan" }));
    await waitFor(() => expect(screen.queryByText("Start Romans in 16 days?")).toBeNull());
    expect(posted(seen, "/api/plan-follows")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Start plan Romans in 16 days" }));
    fireEvent.click(await screen.findByRole("button", { name: "Start plan" }));
    await waitFor(() => expect(posted(seen, "/api/plan-follows")).toEqual([{ plan: "romans-16" }]));
  });

  it("turns on the evening reminder, the same switch as Settings', keeping the others as they are", async () => {
    let saved = { eventOpen: true, lastCall: false, weeklySummary: true, assignments: false, studyPlan: false };
    server({
      current: () => ok({ follow: followOf() }),
      preferences: (request) => {
        if (request.method === "PUT") saved = request.body as typeof saved;
        return ok(saved);
      },
    });
    showPage();
    const reminder = (await screen.findByRole("checkbox", { name: "Email me at 7 PM if I have not read yet" })) as HTMLInputElement;
    expect(reminder.checked).toBe(false);
    fireEvent.click(reminder);
    await waitFor(() => expect(saved).toEqual({ eventOpen: true, lastCall: false, weeklySummary: true, assignments: false, studyPlan: true }));
    await waitFor(() => expect((screen.getByRole("checkbox", { name: "Email me at 7 PM if I have not read yet" }) as HTMLInputElement).checked).toBe(true));
  });

  it("leaves the plan after asking", async () => {
    const seen = server({ current: () => ok({ follow: followOf() }), leave: () => ({ status: 204 }) });
    showPage();
    fireEvent.click(await screen.findByRole("button", { name: "Leave plan" }));
    fireEvent.click(await screen.findByRole("button", { name: "Leave plan" }));
    expect(await screen.findByText("You are not following a plan")).toBeTruthy();
    expect(seen.some((r) => r.method === "DELETE" && r.path === "/api/plan-follows/11111111-1111-4111-8111-111111111111")).toBe(true);
  });

  it("shows an error with Try again when the plans cannot be read", async () => {
    let fail = true;
    // A refusal, which the page does not retry by itself (a 5xx is retried twice first).
    server({ current: () => (fail ? { status: 429, body: { error: { code: "RATE_LIMITED", message: "Too many requests." } } } : ok({ follow: null })) });
    showPage();
    expect(await screen.findByText("Study plans could not be loaded")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("You are not following a plan")).toBeTruthy();
  });

  it("in Spanish, the plans, their days and today's reading are in Spanish", async () => {
    server({ current: () => ok({ follow: followOf({ daysDone: 1, streak: 1 }) }) });
    showPage("es");
    expect(await screen.findByRole("heading", { name: "Lectura de hoy: Hechos 1" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Planes de estudio" })).toBeTruthy();
    expect(screen.getByText("Racha del plan").nextElementSibling?.textContent).toBe("1 día");
    expect(screen.getByText("16 días · de Romanos 1 a Romanos 16")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Marcar la lectura de hoy como hecha" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Empezar el plan Romans in 16 days" })).toBeTruthy();
  });
});
