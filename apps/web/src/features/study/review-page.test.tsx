import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { STUDY_MESSAGES, type ReviewAnswerResult, type ReviewCard, type ReviewDeck } from "@berean/domain";
import { GENERIC_ERROR_MESSAGE } from "../../lib/api";
import { formatDateTime, formatTime } from "../../lib/format";
import { deferred, fakeApi, type FakeReply, type FakeRequest } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { ReviewPage } from "./review-page";

const question: ReviewCard = {
  id: 11,
  kind: "question",
  prompt: "Who was Ruth's mother-in-law?",
  options: ["Naomi", "Orpah", "Boaz", "Obed"],
  hint: null,
  reps: 0,
  state: "new",
};
const verse: ReviewCard = { id: 12, kind: "verse", prompt: "John 11:35", options: null, hint: "J w", reps: 2, state: "review" };
const deckOf = (card: ReviewCard | null, overrides: Partial<ReviewDeck> = {}): ReviewDeck => ({
  dueToday: card ? 2 : 0,
  dueNow: card ? 2 : 0,
  laterToday: 0,
  laterDueAt: null,
  total: 9,
  waiting: 0,
  card,
  nextDueAt: null,
  ...overrides,
});

const ruth = {
  reference: "Ruth 1:16",
  verseText: "And Ruth said, Intreat me not to leave thee",
  references: ["Ruth 1:16"],
  verseTexts: ["And Ruth said, Intreat me not to leave thee"],
  explanation: "Naomi was the mother of Ruth's husband Mahlon.",
};
const rightAnswer: ReviewAnswerResult = {
  correct: true,
  result: { correct: true, chosenIndex: 0, correctIndex: 0, ...ruth },
  verse: null,
  rated: null,
  nextDueAt: null,
};
const wrongAnswer = (nextDueAt: string): ReviewAnswerResult => ({
  correct: false,
  result: { correct: false, chosenIndex: 1, correctIndex: 0, ...ruth },
  verse: null,
  rated: "again",
  nextDueAt,
});

/**
 * The review API: each read of the deck answers the next of `decks` (the last one again once they
 * run out); answers and ratings as `answer` and `rate` say.
 */
function server({
  decks,
  answer = () => ({ status: 200, body: rightAnswer }),
  rate = () => ({ status: 200, body: { rated: "good", nextDueAt: new Date().toISOString() } }),
}: {
  decks: Array<FakeReply | Promise<FakeReply>>;
  answer?: (request: FakeRequest) => FakeReply | Promise<FakeReply>;
  rate?: (request: FakeRequest) => FakeReply | Promise<FakeReply>;
}) {
  let reads = 0;
  return fakeApi((request) => {
    if (request.path === "/api/review") return decks[Math.min(reads++, decks.length - 1)]!;
    if (request.path.endsWith("/answer")) return answer(request);
    if (request.path.endsWith("/rate")) return rate(request);
    return { status: 404, body: { error: { code: "NOT_FOUND", message: "No route." } } };
  });
}

const deckReads = (seen: FakeRequest[]) => seen.filter((r) => r.path === "/api/review").length;

function showPage(locale: "en" | "es" = "en") {
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/review"]}>
          <ReviewPage />
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

const option = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });

describe("Review: the deck one card at a time", () => {
  it("a right answer says so with the verse that answers it, and the rating chosen brings the next card", async () => {
    const seen = server({
      decks: [
        { status: 200, body: deckOf(question) },
        { status: 200, body: deckOf(verse, { dueToday: 1, dueNow: 1 }) },
      ],
    });
    showPage();

    expect(await screen.findByRole("heading", { name: question.prompt })).toBeTruthy();
    expect(screen.getByText("Due now:").textContent).toBe("Due now: 2");
    expect(screen.getByText("9 cards in your deck")).toBeTruthy();
    expect(screen.getByText("First review")).toBeTruthy();
    // Nothing to rate before the answer.
    expect(screen.queryByRole("group", { name: "Rate this card" })).toBeNull();

    fireEvent.click(option("Naomi"));
    expect(await screen.findByText("Correct!")).toBeTruthy();
    expect(seen.find((r) => r.path === "/api/review/cards/11/answer")?.body).toEqual({ choice: 0 });
    // The verdict takes the focus, so it is read out.
    expect(document.activeElement?.textContent).toBe("Correct!");
    expect(option("Naomi").textContent).toContain("Right answer");
    expect(screen.getByText(ruth.explanation)).toBeTruthy();
    expect(screen.getByText("Ruth 1:16")).toBeTruthy();
    expect(screen.getByText(ruth.verseText)).toBeTruthy();
    // Every option is locked once answered.
    for (const name of question.options!) expect((option(name) as HTMLButtonElement).disabled).toBe(true);

    const ratings = screen.getByRole("group", { name: "Rate this card" });
    expect(
      within(ratings)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Hard", "Good", "Easy"]);
    fireEvent.click(within(ratings).getByRole("button", { name: "Good" }));

    // The next card replaces this one, with its counts.
    expect(await screen.findByRole("heading", { name: "John 11:35" })).toBeTruthy();
    expect(seen.find((r) => r.path === "/api/review/cards/11/rate")?.body).toEqual({ rating: "good" });
    expect(screen.queryByText("Correct!")).toBeNull();
    expect(screen.queryByRole("heading", { name: question.prompt })).toBeNull();
    expect(screen.getByText("Due now:").textContent).toBe("Due now: 1");
    expect(screen.getByText("Reviewed 2 times")).toBeTruthy();
    // The card that follows one just done takes the focus from the buttons it replaced.
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "John 11:35" }));
  });

  it("while an answer is on its way the chosen option is marked and no other can be chosen", async () => {
    const reply = deferred<FakeReply>();
    const seen = server({ decks: [{ status: 200, body: deckOf(question) }], answer: () => reply.promise });
    showPage();
    await screen.findByRole("heading", { name: question.prompt });

    fireEvent.click(option("Naomi"));
    await waitFor(() => expect(option("Naomi").getAttribute("aria-pressed")).toBe("true"));
    for (const name of question.options!) expect((option(name) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(option("Boaz"));
    expect(seen.filter((r) => r.path.endsWith("/answer"))).toHaveLength(1);

    await act(async () => reply.resolve({ status: 200, body: rightAnswer }));
    expect(await screen.findByText("Correct!")).toBeTruthy();
  });

  it("a wrong answer shows the right one, is rated Again with when it comes back, and Next card brings the next", async () => {
    const back = new Date();
    back.setDate(back.getDate() + 3);
    back.setHours(9, 0, 0, 0);
    server({
      decks: [
        { status: 200, body: deckOf(question) },
        { status: 200, body: deckOf(verse) },
      ],
      answer: () => ({ status: 200, body: wrongAnswer(back.toISOString()) }),
    });
    showPage();
    await screen.findByRole("heading", { name: question.prompt });

    fireEvent.click(option("Orpah"));
    expect(await screen.findByText("Wrong")).toBeTruthy();
    expect(option("Orpah").textContent).toContain("Your answer");
    expect(option("Naomi").textContent).toContain("Right answer");
    expect(screen.getByText(ruth.verseText)).toBeTruthy();
    // The server rated it: no choice of Hard, Good or Easy.
    expect(screen.queryByRole("group", { name: "Rate this card" })).toBeNull();
    expect(screen.getByText("Rated Again").parentElement!.textContent).toBe(`Rated Again · back on ${formatDateTime(back)}`);

    fireEvent.click(screen.getByRole("button", { name: "Next card" }));
    expect(await screen.findByRole("heading", { name: "John 11:35" })).toBeTruthy();
    expect(screen.queryByText("Wrong")).toBeNull();
  });

  it("the card answered stays on screen until the next one has come", async () => {
    const nextDeck = deferred<FakeReply>();
    const seen = server({ decks: [{ status: 200, body: deckOf(question) }, nextDeck.promise] });
    showPage();
    await screen.findByRole("heading", { name: question.prompt });
    fireEvent.click(option("Naomi"));
    fireEvent.click(await screen.findByRole("button", { name: "Easy" }));

    // Rated, the deck being read: the card and its verdict stay, the ratings locked.
    await waitFor(() => expect((screen.getByRole("button", { name: "Easy" }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByRole("heading", { name: question.prompt })).toBeTruthy();
    expect(screen.getByText("Correct!")).toBeTruthy();
    expect(seen.find((r) => r.path.endsWith("/rate"))?.body).toEqual({ rating: "easy" });

    await act(async () => nextDeck.resolve({ status: 200, body: deckOf(verse) }));
    expect(await screen.findByRole("heading", { name: "John 11:35" })).toBeTruthy();
  });

  it("the same card shown again after Next card starts afresh, unanswered", async () => {
    const back = new Date();
    back.setDate(back.getDate() + 3);
    server({
      decks: [
        { status: 200, body: deckOf(question) },
        { status: 200, body: deckOf({ ...question, reps: 1, state: "relearning" }) },
      ],
      answer: () => ({ status: 200, body: wrongAnswer(back.toISOString()) }),
    });
    showPage();
    await screen.findByRole("heading", { name: question.prompt });
    fireEvent.click(option("Orpah"));
    fireEvent.click(await screen.findByRole("button", { name: "Next card" }));

    expect(await screen.findByText("Reviewed 1 time")).toBeTruthy();
    expect(screen.queryByText("Wrong")).toBeNull();
    expect(option("Orpah").textContent).not.toContain("Your answer");
    expect((option("Orpah") as HTMLButtonElement).disabled).toBe(false);
  });

  it("a verse card asks for the text first, shows its first letters on request, and a wrong recital shows what differs and the verse", async () => {
    const seen = server({
      decks: [{ status: 200, body: deckOf(verse) }],
      answer: () => ({
        status: 200,
        body: {
          correct: false,
          result: null,
          verse: {
            reference: "John 11:35",
            text: "Jesus wept.",
            diff: [
              { word: "Jesus", status: "right", expected: null },
              { word: "cried", status: "wrong", expected: "wept." },
            ],
          },
          rated: "again",
          nextDueAt: null,
        } satisfies ReviewAnswerResult,
      }),
    });
    showPage();
    await screen.findByRole("heading", { name: "John 11:35" });

    // The first letters are hidden until asked for.
    const hintButton = screen.getByRole("button", { name: "Show first letters" });
    expect(screen.getByText("J w").hidden).toBe(true);
    fireEvent.click(hintButton);
    expect(screen.getByText("J w").hidden).toBe(false);
    expect(hintButton.getAttribute("aria-pressed")).toBe("true");

    // Nothing typed: said by the field, nothing sent.
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    const typed = screen.getByLabelText("Type the verse");
    expect(screen.getByRole("alert").textContent).toBe("Type the verse first.");
    expect(typed.getAttribute("aria-invalid")).toBe("true");
    expect(seen.filter((r) => r.path.endsWith("/answer"))).toHaveLength(0);
    fireEvent.change(typed, { target: { value: "Jesus cried" } });
    expect(screen.queryByText("Type the verse first.")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Wrong")).toBeTruthy();
    expect(seen.find((r) => r.path === "/api/review/cards/12/answer")?.body).toEqual({ typed: "Jesus cried" });
    expect(screen.getByText("1 of 2 words right. Here is what differs:")).toBeTruthy();
    expect(screen.getByText("Jesus wept.")).toBeTruthy();
    // The recital stays to compare, no longer editable, and cannot be checked again.
    expect((typed as HTMLTextAreaElement).readOnly).toBe(true);
    expect(screen.queryByRole("button", { name: "Check" })).toBeNull();
    expect(screen.getByText("Rated Again").parentElement!.textContent).toBe("Rated Again");
  });

  it("an answer the server refuses keeps the card and says why, and the deck can be loaded again", async () => {
    const seen = server({
      decks: [
        { status: 200, body: deckOf(question) },
        { status: 200, body: deckOf(verse) },
      ],
      answer: () => ({ status: 409, body: { error: { code: "CARD_NOT_SHOWN", message: STUDY_MESSAGES.cardNotShown } } }),
    });
    showPage();
    await screen.findByRole("heading", { name: question.prompt });

    fireEvent.click(option("Naomi"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(STUDY_MESSAGES.cardNotShown);
    // The card is still there to answer, with no verdict.
    expect(screen.getByRole("heading", { name: question.prompt })).toBeTruthy();
    expect(screen.queryByText("Correct!")).toBeNull();
    expect((option("Naomi") as HTMLButtonElement).disabled).toBe(false);
    expect(option("Naomi").getAttribute("aria-pressed")).toBe("false");

    fireEvent.click(within(alert).getByRole("button", { name: "Load the deck again" }));
    expect(await screen.findByRole("heading", { name: "John 11:35" })).toBeTruthy();
    expect(deckReads(seen)).toBe(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a rating the server refuses says why and leaves the ratings to choose again", async () => {
    let refuse = true;
    server({
      decks: [
        { status: 200, body: deckOf(question) },
        { status: 200, body: deckOf(verse) },
      ],
      rate: () =>
        refuse
          ? { status: 409, body: { error: { code: "NOT_RATABLE", message: STUDY_MESSAGES.notRatable } } }
          : { status: 200, body: { rated: "hard", nextDueAt: "" } },
    });
    showPage();
    await screen.findByRole("heading", { name: question.prompt });
    fireEvent.click(option("Naomi"));
    fireEvent.click(await screen.findByRole("button", { name: "Hard" }));

    expect((await screen.findByRole("alert")).textContent).toContain(STUDY_MESSAGES.notRatable);
    expect(screen.getByText("Correct!")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Hard" }) as HTMLButtonElement).disabled).toBe(false);
    refuse = false;
    fireEvent.click(screen.getByRole("button", { name: "Hard" }));
    expect(await screen.findByRole("heading", { name: "John 11:35" })).toBeTruthy();
  });

  it("with nothing due, says when the next card is due and where to study meanwhile", async () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(9, 0, 0, 0);
    server({ decks: [{ status: 200, body: deckOf(null, { waiting: 1, nextDueAt: tomorrow.toISOString() }) }] });
    showPage();

    const nothingDue = await screen.findByRole("heading", { name: "Nothing due right now." });
    expect(screen.getByText(`The next card is due tomorrow at ${formatTime(tomorrow)}.`)).toBeTruthy();
    expect(screen.getByText("1 waiting while their questions are in play · 9 cards in your deck")).toBeTruthy();
    expect(within(nothingDue.parentElement!).getByRole("link", { name: "Practice" }).getAttribute("href")).toBe("/practice");
  });

  it("a deck that cannot be read is said as the page says it, and Try again reads it", async () => {
    const seen = server({
      decks: [
        { status: 500, body: { error: { code: "INTERNAL", message: "boom" } } },
        { status: 200, body: deckOf(question) },
      ],
    });
    showPage();

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Your review deck could not be loaded")).toBeTruthy();
    // A server failure is told in the app's words, never the server's.
    expect(within(alert).getByText(GENERIC_ERROR_MESSAGE)).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: question.prompt })).toBeTruthy();
    expect(deckReads(seen)).toBe(2);
  });
});

describe("Review: a session, counted down to its end", () => {
  /** Later today, whatever the time the test runs: the last half hour of the day. */
  const tonight = () => {
    const at = new Date();
    at.setHours(23, 30, 0, 0);
    return at;
  };
  const wrongRecital: ReviewAnswerResult = {
    correct: false,
    result: null,
    verse: { reference: "John 11:35", text: "Jesus wept.", diff: [{ word: "Jesus", status: "right", expected: null }] },
    rated: "again",
    nextDueAt: tonight().toISOString(),
  };
  const countsLine = () => screen.getByText("Due now:").parentElement!.textContent;

  it("nothing due now but cards later today: both counts and when the next is due, never 'Due today' beside 'Nothing due'", async () => {
    const at = tonight();
    server({ decks: [{ status: 200, body: deckOf(null, { dueToday: 11, laterToday: 11, laterDueAt: at.toISOString(), nextDueAt: at.toISOString() }) }] });
    showPage();

    expect(await screen.findByRole("heading", { name: "Nothing due right now." })).toBeTruthy();
    expect(countsLine()).toBe(`Due now: 0·Later today: 11, next at ${formatTime(at)}`);
    expect(screen.getByText(`The next card is due today at ${formatTime(at)}.`)).toBeTruthy();
    expect(screen.queryByText(/Due today/)).toBeNull();
    // Nothing was reviewed in this visit: no summary of a session.
    expect(screen.queryByRole("heading", { name: "Session complete" })).toBeNull();
  });

  it("the count goes down with each card done, and the last one brings the session's summary and the way back", async () => {
    const at = tonight();
    server({
      decks: [
        { status: 200, body: deckOf(question, { dueToday: 2, dueNow: 2 }) },
        // The question rated Good is due tomorrow; the verse is the last one due now.
        { status: 200, body: deckOf(verse, { dueToday: 1, dueNow: 1 }) },
        // The verse recited wrong comes back tonight.
        { status: 200, body: deckOf(null, { dueToday: 1, laterToday: 1, laterDueAt: at.toISOString(), nextDueAt: at.toISOString() }) },
      ],
      answer: (request) => ({ status: 200, body: request.path === "/api/review/cards/12/answer" ? wrongRecital : rightAnswer }),
    });
    showPage();

    await screen.findByRole("heading", { name: question.prompt });
    expect(countsLine()).toBe("Due now: 2·Later today: 0");
    expect(screen.queryByText(/this session/)).toBeNull();
    fireEvent.click(option("Naomi"));
    fireEvent.click(await screen.findByRole("button", { name: "Good" }));

    await screen.findByRole("heading", { name: "John 11:35" });
    expect(countsLine()).toBe("Due now: 1·Later today: 0");
    expect(screen.getByText("1 review this session · 9 cards in your deck")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Type the verse"), { target: { value: "Jesus cried" } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    fireEvent.click(await screen.findByRole("button", { name: "Next card" }));

    // The session's end: what was done, what comes back and when, and where to go.
    const done = await screen.findByRole("heading", { name: "Session complete" });
    expect(document.activeElement).toBe(done);
    expect(countsLine()).toBe(`Due now: 0·Later today: 1, next at ${formatTime(at)}`);
    const tile = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling!.textContent;
    expect([tile("Reviewed"), tile("Right"), tile("Again")]).toEqual(["2", "1", "1"]);
    expect(screen.getByText(`The next card is due today at ${formatTime(at)}. 1 card comes back later today.`)).toBeTruthy();
    const summary = screen.getByRole("region", { name: "Session complete" });
    expect(within(summary).getByRole("link", { name: "Back to dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(within(summary).getByRole("link", { name: "Practice" }).getAttribute("href")).toBe("/practice");
    expect(screen.queryByRole("heading", { name: "Nothing due right now." })).toBeNull();
  });

  it("with nothing due now, the card that falls due later today shows by itself, without a reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const at = new Date(Date.now() + 60_000);
      const seen = server({
        decks: [
          { status: 200, body: deckOf(null, { dueToday: 1, laterToday: 1, laterDueAt: at.toISOString(), nextDueAt: at.toISOString() }) },
          { status: 200, body: deckOf(question, { dueToday: 1, dueNow: 1 }) },
        ],
      });
      showPage();
      expect(await screen.findByRole("heading", { name: "Nothing due right now." })).toBeTruthy();
      await act(async () => {
        vi.advanceTimersByTime(50_000);
      });
      expect(deckReads(seen)).toBe(1);
      await act(async () => {
        vi.advanceTimersByTime(11_000);
      });
      expect(await screen.findByRole("heading", { name: question.prompt })).toBeTruthy();
      expect(deckReads(seen)).toBe(2);
      expect(countsLine()).toBe("Due now: 1·Later today: 0");
    } finally {
      vi.useRealTimers();
    }
  });
});
