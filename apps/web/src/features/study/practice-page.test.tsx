import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PRACTICE_FREE_PER_DAY, STUDY_MESSAGES, type Me, type PracticeQuestion, type PracticeSession, type StudyResult } from "@berean/domain";
import { paths } from "../../config/paths";
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from "../../lib/api";
import { CurrentUserProvider } from "../../lib/current-user";
import { deferred, fakeApi, type FakeReply, type FakeRequest } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { PracticePage } from "./practice-page";
import { aMember } from "../../test/members";

const member: Me = aMember();

const first: PracticeQuestion = {
  position: 1,
  text: "Who was Ruth's mother-in-law?",
  book: "Ruth",
  difficulty: "easy",
  options: ["Naomi", "Orpah", "Boaz", "Obed"],
  result: null,
};
const second: PracticeQuestion = {
  position: 2,
  text: "In whose field did Ruth glean?",
  book: "Ruth",
  difficulty: "medium",
  options: ["Elimelech's", "Boaz's", "Obed's", "Jesse's"],
  result: null,
};
const ruth16 = "And Ruth said, Intreat me not to leave thee";
const missed: StudyResult = {
  correct: false,
  chosenIndex: 1,
  correctIndex: 0,
  reference: "Ruth 1:16",
  verseText: ruth16,
  references: ["Ruth 1:16"],
  verseTexts: [ruth16],
  explanation: "Naomi was the mother of Ruth's husband Mahlon.",
};

/** The session as the server answers it: Ruth, a free member's allowance, and the question on screen. */
function sessionWith(question: PracticeQuestion | null, overrides: Partial<PracticeSession> = {}): PracticeSession {
  return {
    id: "sess-0001",
    books: ["ruth"],
    chapters: [],
    difficulty: "any",
    ended: false,
    question,
    stop: null,
    notice: null,
    tally: { answered: 0, right: 0, wrong: 0, byBook: [] },
    allowance: { unlimited: false, usedToday: question?.position ?? 0, perDay: PRACTICE_FREE_PER_DAY },
    ...overrides,
  };
}
const afterMiss = sessionWith(
  { ...first, result: missed },
  { tally: { answered: 1, right: 0, wrong: 1, byBook: [{ book: "Ruth", slug: "ruth", right: 0, wrong: 1 }] } },
);

type Route = (request: FakeRequest) => FakeReply | Promise<FakeReply>;
const ok = (body: unknown): FakeReply => ({ status: 200, body });

/** The practice API: the open session read by GET, and each move (start, answer, next, end) as the test says. */
function server(routes: { current?: Route; start?: Route; answer?: Route; next?: Route; end?: Route }) {
  return fakeApi((request) => {
    const route =
      request.method === "GET" && request.path === "/api/practice"
        ? routes.current
        : request.path === "/api/practice"
          ? routes.start
          : request.path.endsWith("/answers")
            ? routes.answer
            : request.path.endsWith("/next")
              ? routes.next
              : request.path.endsWith("/end")
                ? routes.end
                : undefined;
    return route ? route(request) : { status: 404, body: { error: { code: "NOT_FOUND", message: "No route." } } };
  });
}

function showPage(locale: "en" | "es" = "en") {
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/practice"]}>
          <CurrentUserProvider user={member}>
            <PracticePage />
          </CurrentUserProvider>
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

// Found by their text rather than by role: the choice of books holds 66 checkboxes, and role queries over them take a tenth of a second each.
const option = (text: string) => screen.getByText(text, { selector: "span" }).closest("button")!;
const button = (text: string) => screen.getByText(text, { selector: "button" }) as HTMLButtonElement;
const nextButton = () => screen.getByText(/^(Next|Loading\.\.\.)$/, { selector: "button" }) as HTMLButtonElement;
const alertText = () => screen.queryByText((_, element) => element?.getAttribute("role") === "alert")?.textContent ?? null;
const posted = (seen: FakeRequest[], ending: string) => seen.filter((r) => r.method === "POST" && r.path.endsWith(ending)).map((r) => r.body);

describe("Practice: one question at a time", () => {
  it("starting without a book says to choose one; with Ruth chosen it draws Ruth's first question", async () => {
    const started = deferred<FakeReply>();
    const seen = server({ current: () => ok({ session: null }), start: () => started.promise });
    showPage();
    const start = await screen.findByText("Start practice", { selector: "button" });

    fireEvent.click(start);
    expect(alertText()).toBe("Choose at least one book.");
    expect(posted(seen, "/api/practice")).toEqual([]);

    fireEvent.click(screen.getByLabelText("Ruth"));
    expect(screen.getByText("Chosen: Ruth")).toBeTruthy();
    fireEvent.click(start);
    // Starting: the button says so and cannot be pressed twice.
    await waitFor(() => expect(button("Starting...").disabled).toBe(true));
    expect(alertText()).toBeNull();
    expect(posted(seen, "/api/practice")).toEqual([{ books: ["ruth"], chapters: [], difficulty: "any" }]);

    await act(async () => started.resolve(ok(sessionWith(first))));
    expect(await screen.findByRole("heading", { name: first.text })).toBeTruthy();
    expect(screen.getByText("Easy")).toBeTruthy();
    expect(screen.getByText("0 right · 0 wrong")).toBeTruthy();
    expect(screen.getByText(`1 of ${PRACTICE_FREE_PER_DAY} today`)).toBeTruthy();
    expect(screen.getByText("Choose an answer. There is no clock.")).toBeTruthy();
    // Nothing to go on to before an answer.
    expect(nextButton().disabled).toBe(true);
  });

  it("an answer says right or wrong with the verse that answers it, and counts in the tally", async () => {
    const reply = deferred<FakeReply>();
    const seen = server({ current: () => ok({ session: sessionWith(first) }), answer: () => reply.promise });
    showPage();
    await screen.findByRole("heading", { name: first.text });

    fireEvent.click(option("Orpah"));
    // On its way: the choice is marked and no other can be sent.
    await waitFor(() => expect(option("Orpah").getAttribute("aria-pressed")).toBe("true"));
    for (const name of first.options) expect(option(name).disabled).toBe(true);
    fireEvent.click(option("Naomi"));
    expect(posted(seen, "/answers")).toEqual([{ position: 1, choice: 1 }]);

    await act(async () => reply.resolve(ok(afterMiss)));
    expect(await screen.findByText("Wrong")).toBeTruthy();
    // The verdict takes the focus, so it is read out.
    expect(document.activeElement?.textContent).toBe("Wrong");
    expect(option("Orpah").textContent).toContain("Your answer");
    expect(option("Naomi").textContent).toContain("Right answer");
    expect(screen.getByText(missed.explanation!)).toBeTruthy();
    expect(screen.getByText("Ruth 1:16")).toBeTruthy();
    expect(screen.getByText(ruth16)).toBeTruthy();
    expect(screen.getByText("0 right · 1 wrong")).toBeTruthy();
    expect(screen.queryByText("Choose an answer. There is no clock.")).toBeNull();
    expect(nextButton().disabled).toBe(false);
  });

  it("Next draws the next question in place of the answered one, and the focus goes to it", async () => {
    const drawn = deferred<FakeReply>();
    const seen = server({ current: () => ok({ session: afterMiss }), next: () => drawn.promise });
    showPage();
    await screen.findByText("Wrong");

    fireEvent.click(nextButton());
    await waitFor(() => expect(nextButton().textContent).toBe("Loading..."));
    expect(nextButton().disabled).toBe(true);
    expect(posted(seen, "/next")).toEqual([{}]);

    await act(async () => drawn.resolve(ok(sessionWith(second, { tally: afterMiss.tally }))));
    const heading = await screen.findByRole("heading", { name: second.text });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole("heading", { name: first.text })).toBeNull();
    expect(screen.queryByText("Wrong")).toBeNull();
    expect(screen.queryByText(ruth16)).toBeNull();
    expect(screen.getByText("Medium")).toBeTruthy();
    expect(screen.getByText("0 right · 1 wrong")).toBeTruthy();
    expect(option("Boaz's").disabled).toBe(false);
    expect(nextButton().disabled).toBe(true);
  });

  it("End shows the summary book by book, and Practice again opens the choice with the same books", async () => {
    const tally = {
      answered: 3,
      right: 2,
      wrong: 1,
      byBook: [
        { book: "Ruth", slug: "ruth", right: 2, wrong: 0 },
        { book: "Esther", slug: "esther", right: 0, wrong: 1 },
      ],
    };
    const seen = server({
      current: () => ok({ session: afterMiss }),
      end: () => ok(sessionWith(null, { books: ["ruth", "esther"], ended: true, stop: "ended", tally })),
    });
    showPage();
    await screen.findByText("Wrong");

    fireEvent.click(screen.getByRole("button", { name: "End" }));
    const heading = await screen.findByRole("heading", { name: "Practice summary" });
    expect(posted(seen, "/end")).toEqual([{}]);
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("You answered 3 questions.")).toBeTruthy();
    expect(screen.getByText("Right", { selector: "dt" }).nextElementSibling?.textContent).toBe("2");
    expect(screen.getByText("Wrong", { selector: "dt" }).nextElementSibling?.textContent).toBe("1");
    const rows = within(screen.getByRole("table", { name: "By book" }))
      .getAllByRole("row")
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ["Ruth", "2", "0"],
      ["Esther", "0", "1"],
    ]);

    fireEvent.click(button("Practice again"));
    expect(await screen.findByText("Chosen: Ruth, Esther")).toBeTruthy();
    expect(button("Start practice").disabled).toBe(false);
  });

  it("an answer that could not be sent is said, and the question stays to be answered again", async () => {
    const net = { online: false };
    const seen = server({ current: () => ok({ session: sessionWith(first) }), answer: () => (net.online ? ok(afterMiss) : "offline") });
    showPage();
    await screen.findByRole("heading", { name: first.text });

    fireEvent.click(option("Orpah"));
    expect((await screen.findByRole("alert")).textContent).toBe(NETWORK_ERROR_MESSAGE);
    // Still the same question, unanswered and open to a choice.
    expect(screen.getByRole("heading", { name: first.text })).toBeTruthy();
    expect(screen.queryByText("Wrong")).toBeNull();
    expect(option("Orpah").getAttribute("aria-pressed")).toBe("false");
    for (const name of first.options) expect(option(name).disabled).toBe(false);
    expect(nextButton().disabled).toBe(true);

    net.online = true;
    fireEvent.click(option("Orpah"));
    expect(await screen.findByText("Wrong")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(posted(seen, "/answers")).toEqual([
      { position: 1, choice: 1 },
      { position: 1, choice: 1 },
    ]);
  });

  it("a Next that fails says why, keeps the answered question, and can be pressed again", async () => {
    const draws: FakeReply[] = [{ status: 503 }, ok(sessionWith(second, { tally: afterMiss.tally }))];
    server({ current: () => ok({ session: afterMiss }), next: () => draws.shift()! });
    showPage();
    await screen.findByText("Wrong");

    fireEvent.click(nextButton());
    expect((await screen.findByRole("alert")).textContent).toBe(GENERIC_ERROR_MESSAGE);
    expect(screen.getByRole("heading", { name: first.text })).toBeTruthy();
    expect(screen.getByText(ruth16)).toBeTruthy();
    expect(nextButton().disabled).toBe(false);

    fireEvent.click(nextButton());
    expect(await screen.findByRole("heading", { name: second.text })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a question that went into play meanwhile is replaced by another, and the page says why", async () => {
    let reads = 0;
    const seen = server({
      current: () => ok({ session: reads++ === 0 ? sessionWith(first) : sessionWith(second, { notice: STUDY_MESSAGES.practiceWithdrawn }) }),
      answer: () => ({ status: 409, body: { error: { code: "QUESTION_WITHDRAWN", message: STUDY_MESSAGES.practiceWithdrawn } } }),
    });
    showPage();
    await screen.findByRole("heading", { name: first.text });

    fireEvent.click(option("Naomi"));
    // The session is read again: the replacement is on screen, with the notice.
    expect(await screen.findByRole("heading", { name: second.text })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(STUDY_MESSAGES.practiceWithdrawn);
    expect(seen.filter((r) => r.method === "GET" && r.path === "/api/practice")).toHaveLength(2);
    expect(option("Boaz's").disabled).toBe(false);
  });

  it("a free member at the day's limit is told so by Next and offered Pro", async () => {
    server({
      current: () => ok({ session: afterMiss }),
      next: () => ok(sessionWith(null, { stop: "limit", tally: afterMiss.tally, allowance: { unlimited: false, usedToday: 20, perDay: 20 } })),
    });
    showPage();
    await screen.findByText("Wrong");

    fireEvent.click(nextButton());
    const limit = await screen.findByText(STUDY_MESSAGES.practiceLimit);
    expect(document.activeElement).toBe(limit);
    expect(screen.getByText("20 of 20 today")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe(paths.member.upgrade);
    expect(screen.getByRole("button", { name: "End" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });

  it("with nothing left to draw, Change books opens the choice with the books of the session", async () => {
    server({ current: () => ok({ session: sessionWith(null, { stop: "empty" }) }) });
    showPage();

    expect(await screen.findByText(STUDY_MESSAGES.practiceEmpty)).toBeTruthy();
    // Nothing answered: nothing to end.
    expect(screen.queryByRole("button", { name: "End" })).toBeNull();
    fireEvent.click(button("Change books"));
    expect(await screen.findByText("Chosen: Ruth")).toBeTruthy();
    expect(button("Start practice").disabled).toBe(false);
  });

  it("in Spanish, the choice and the question are in Spanish, with the books' Spanish names", async () => {
    server({ current: () => ok({ session: null }), start: () => ok(sessionWith(first)) });
    showPage("es");
    const start = await screen.findByText("Empezar a practicar", { selector: "button" });
    expect(screen.getByText("Todavía no elegiste ningún libro.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Buscar libros"), { target: { value: "rut" } });
    fireEvent.click(screen.getByLabelText("Rut"));
    expect(screen.getByText("Elegidos: Rut")).toBeTruthy();
    expect(screen.getByText("Opcional: si no eliges ninguno, se incluyen los 4 capítulos de Rut.")).toBeTruthy();

    fireEvent.click(start);
    expect(await screen.findByRole("heading", { name: first.text })).toBeTruthy();
    expect(screen.getByText("0 aciertos · 0 fallos")).toBeTruthy();
    expect(screen.getByText("Fácil")).toBeTruthy();
    expect(screen.getByText("Elige una respuesta. No hay reloj.")).toBeTruthy();
  });
});
