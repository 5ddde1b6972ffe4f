import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { BankQuestion, OwnQuestion } from "@berean/domain";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { OwnQuestions } from "./own-questions";

const saved: OwnQuestion = {
  id: 41,
  own: true,
  text: "What did Ruth say to Naomi?",
  options: ["Whither thou goest, I will go", "Return to Moab", "Let us part here", "I will find a husband"],
  correctIndex: 0,
  reference: "Ruth 1:16",
  book: "ruth",
  difficulty: "medium",
  topics: [],
  explanation: "Ruth would not leave Naomi.",
  asked: false,
};

function renderOwn(onAdd: (q: BankQuestion) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    withIntl(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <OwnQuestions selectedIds={new Set()} full={false} onAdd={onAdd} />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const type = (name: string | RegExp, value: string) => fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });

describe("Write my own", () => {
  it("shows the verse as it is cited, puts the server's field error under its field, and adds the saved question to the quiz", async () => {
    const mine: OwnQuestion[] = [];
    let posts = 0;
    const requests = fakeApi((request) => {
      if (request.path.startsWith("/api/custom-quizzes/verse"))
        return { status: 200, body: { reference: "Ruth 1:16", text: "And Ruth said, Intreat me not to leave thee" } };
      if (request.method === "POST") {
        posts += 1;
        // The first save cites a verse the King James text does not have, as a typo would.
        if (posts === 1)
          return {
            status: 400,
            body: {
              error: {
                code: "VALIDATION",
                message: "That verse is not in the King James text.",
                fields: { reference: "That verse is not in the King James text." },
              },
            },
          };
        mine.push(saved);
        return { status: 201, body: { question: saved, verse: "And Ruth said…", warning: null } };
      }
      return { status: 200, body: { questions: mine, max: 500 } };
    });
    const onAdd = vi.fn();
    renderOwn(onAdd);
    expect(await screen.findByText("You have not written a question yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Write a question" }));

    // Nothing typed: the form's own rules answer, before any request.
    fireEvent.click(screen.getByRole("button", { name: "Save question" }));
    expect(await screen.findByText("The question is required.")).toBeTruthy();
    expect(posts).toBe(0);

    type("Question", saved.text);
    saved.options.forEach((option, i) => type(`Option ${"ABCD"[i]}`, option));
    const verse = screen.getByRole("textbox", { name: "Verse" });
    fireEvent.change(verse, { target: { value: "Ruth 1:16" } });
    fireEvent.blur(verse);
    expect(await screen.findByText("And Ruth said, Intreat me not to leave thee")).toBeTruthy();
    type("Explanation", saved.explanation);

    fireEvent.click(screen.getByRole("button", { name: "Save question" }));
    expect(await screen.findByText("That verse is not in the King James text.")).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Save question" }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(saved));
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      text: saved.text,
      options: saved.options,
      correctIndex: 0,
      reference: "Ruth 1:16",
      explanation: saved.explanation,
      difficulty: "medium",
    });
    // Listed among my questions, to add to another quiz later.
    expect(await screen.findByRole("button", { name: `Add: ${saved.text}` })).toBeTruthy();
  });
});
