import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { ASSIGNMENT_MESSAGES, type AssignmentInsight, type AssignmentResults } from "@berean/domain";
import { paths } from "../../config/paths";
import { deferred, fakeApi, type FakeReply, type FakeRequest } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { AssignmentResultsPage } from "./assignment-results-page";

const member = (name: string, status: AssignmentResults["rows"][number]["status"]) => ({
  memberId: name.toLowerCase(),
  name,
  role: "member" as const,
  status,
  score: status === "finished" ? 80 : null,
  underReview: false,
  secondsUsed: status === "finished" ? 300 : null,
  finishedAt: status === "finished" ? "2027-01-10T12:00:00.000Z" : null,
});

const results = (overrides: Partial<AssignmentResults> = {}): AssignmentResults => ({
  assignment: {
    id: 3,
    groupId: 7,
    groupName: "Berea Youth",
    quiz: { id: 11, title: "Exodus 2 review", questionCount: 2, kind: "custom" },
    note: "",
    dueDate: null,
    dueAt: null,
    assignedBy: "Lena Leader",
    createdAt: "2027-01-09T12:00:00.000Z",
  },
  rows: [member("Ann", "finished"), member("Ben", "finished"), member("Cal", "finished"), member("Dee", "not_started"), member("Eli", "not_started")],
  counts: { finished: 3, members: 5 },
  remindedAt: null,
  ...overrides,
});

const insight: AssignmentInsight = {
  finished: 3,
  questions: [
    {
      held: false,
      position: 1,
      questionId: 501,
      text: "Who hid Moses in an ark of bulrushes?",
      options: ["Miriam", "His mother", "Pharaoh's daughter", "Jethro"],
      correctIndex: 1,
      reference: "Exodus 2:3",
      verseText: "And when she could not longer hide him, she took for him an ark of bulrushes",
      tally: { asked: 3, right: 2, topWrong: { optionIndex: 0, count: 1 } },
    },
    { held: true, position: 2 },
  ],
};

type Route = (request: FakeRequest) => FakeReply | Promise<FakeReply>;
const ok = (body: unknown): FakeReply => ({ status: 200, body });

function server(routes: { results?: Route; questions?: Route; remind?: Route }) {
  return fakeApi((request) => {
    const route = request.path.endsWith("/results")
      ? (routes.results ?? (() => ok(results())))
      : request.path.endsWith("/questions")
        ? (routes.questions ?? (() => ok(insight)))
        : request.path.endsWith("/reminders")
          ? routes.remind
          : undefined;
    return route ? route(request) : { status: 404, body: { error: { code: "NOT_FOUND", message: "No route." } } };
  });
}

function showPage(locale: "en" | "es" = "en") {
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/groups/7/assignments/3"]}>
          <Routes>
            <Route path={paths.member.groupAssignment} element={<AssignmentResultsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

const breakdown = async () => within((await screen.findByRole("heading", { name: "Question by question" })).closest("section")!);

describe("an assignment's results, question by question", () => {
  it("shows each question's share right, its answer and verse, and the wrong answer chosen most; a held question says so", async () => {
    server({});
    showPage();
    const section = await breakdown();
    expect(await section.findByText("Who hid Moses in an ark of bulrushes?")).toBeTruthy();
    expect(section.getByText("Answer: His mother")).toBeTruthy();
    expect(section.getByText("67%")).toBeTruthy();
    expect(section.getByText("2 of 3")).toBeTruthy();
    expect(section.getByText("Miriam")).toBeTruthy();
    expect(section.getByText("Chosen by 1 member")).toBeTruthy();
    expect(section.getByText("Exodus 2:3")).toBeTruthy();
    expect(section.getByText(/ark of bulrushes$/)).toBeTruthy();
    expect(section.getByText("Held back")).toBeTruthy();
    expect(section.getByText(/has since gone into a live quiz/)).toBeTruthy();
  });

  it("a live quiz's questions are held back whole, and the page says why instead of a table", async () => {
    server({ questions: () => ok({ finished: 3, questions: [1, 2, 3].map((position) => ({ held: true, position })) }) });
    showPage();
    const section = await breakdown();
    expect(await section.findByText("Answers held back.")).toBeTruthy();
    expect(section.getByText(/nobody else does, leaders included/)).toBeTruthy();
    expect(section.queryByRole("table")).toBeNull();
  });

  it("waits for three finished members before showing how the group answered", async () => {
    server({ questions: () => ok({ finished: 2, questions: [{ ...insight.questions[0], tally: null }] }) });
    showPage();
    const section = await breakdown();
    expect(await section.findByText(/appears once 3 members have finished \(2 so far\)/)).toBeTruthy();
    expect(section.queryByText("67%")).toBeNull();
  });

  it("says when the questions cannot be loaded, and tries again", async () => {
    let fail = true;
    server({ questions: () => (fail ? { status: 500, body: { error: { code: "INTERNAL", message: "Boom" } } } : ok(insight)) });
    showPage();
    const section = await breakdown();
    expect(await section.findByText("The questions could not be loaded.")).toBeTruthy();
    fail = false;
    fireEvent.click(section.getByRole("button", { name: /^Try again/ }));
    expect(await section.findByText("Who hid Moses in an ark of bulrushes?")).toBeTruthy();
  });
});

describe("'Remind those who have not started'", () => {
  it("asks first, emails once, says how many were reminded, and then shows when", async () => {
    const sent = deferred<FakeReply>();
    let reminded = false;
    const seen = server({
      results: () => ok(results({ remindedAt: reminded ? "2027-01-11T15:00:00.000Z" : null })),
      remind: () => sent.promise,
    });
    showPage();
    fireEvent.click(await screen.findByRole("button", { name: /^Remind those who have not started/ }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/emails the 2 members who have not started 'Exodus 2 review'/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: /^Remind those who have not started/ }));
    expect(((await within(dialog).findByText("Sending...")) as HTMLButtonElement).disabled).toBe(true);
    expect(seen.filter((r) => r.method === "POST").map((r) => r.path)).toEqual(["/api/groups/7/assignments/3/reminders"]);

    reminded = true;
    await act(async () => sent.resolve(ok({ notStarted: 2, reminded: 1, remindedAt: "2027-01-11T15:00:00.000Z" })));
    expect((await screen.findByRole("status")).textContent).toBe("Reminded 1 member of 2 who had not started. One has turned assignment emails off.");
    expect(screen.queryByRole("button", { name: /^Remind those who have not started/ })).toBeNull();
  });

  it("once sent, the page says when instead of offering the button", async () => {
    server({ results: () => ok(results({ remindedAt: "2027-01-11T15:00:00.000Z" })) });
    showPage();
    expect((await screen.findByRole("status")).textContent).toMatch(/^Members who had not started were reminded on /);
    expect(screen.queryByRole("button", { name: /^Remind/ })).toBeNull();
  });

  it("a second press elsewhere meanwhile: the server's answer is shown", async () => {
    server({ remind: () => ({ status: 409, body: { error: { code: "ALREADY_REMINDED", message: ASSIGNMENT_MESSAGES.alreadyReminded } } }) });
    showPage();
    fireEvent.click(await screen.findByRole("button", { name: /^Remind those who have not started/ }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: /^Remind those who have not started/ }));
    expect((await screen.findByRole("status")).textContent).toBe(ASSIGNMENT_MESSAGES.alreadyReminded);
  });
});

describe("in Spanish", () => {
  it("the results, their counts and the breakdown are in Spanish, the reference as a Spanish reader writes it", async () => {
    server({});
    showPage("es");
    const section = within((await screen.findByRole("heading", { name: "Pregunta por pregunta" })).closest("section")!);
    expect(await section.findByText("Respuesta: His mother")).toBeTruthy();
    expect(section.getByText("2 de 3")).toBeTruthy();
    expect(section.getByText("Elegida por 1 miembro")).toBeTruthy();
    expect(section.getByText("Éxodo 2:3")).toBeTruthy();
    expect(screen.getByText("Terminaron 3 de 5 miembros")).toBeTruthy();
    expect(screen.getByText("Asignado por Lena Leader")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Recordar a quienes no han empezado" })).toBeTruthy();
  });
});
