import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ReviewItem } from "@berean/domain";
import { withIntl } from "../../test/intl";
import { AnswerReview } from "./answer-review";

const itemAt = (position: number, overrides: Partial<ReviewItem> = {}): ReviewItem => ({
  position,
  text: `Question ${position}: who built the ark?`,
  options: ["Noah", "Moses", "Abraham", "David"],
  chosenIndex: 0,
  correctIndex: 0,
  isCorrect: true,
  explanation: `Explanation ${position}`,
  reference: "Genesis 6:14",
  references: ["Genesis 6:14"],
  verseTexts: ["Make thee an ark of gopher wood"],
  challenge: null,
  ...overrides,
});

const right = itemAt(1);
const wrong = itemAt(2, { chosenIndex: 1, isCorrect: false });
const blank = itemAt(3, { chosenIndex: null, isCorrect: false });
const challenged = itemAt(4, { challenge: { status: "corrected", note: "The key was fixed." } });
const heldBack = itemAt(5, { correctIndex: null, isCorrect: null, explanation: null, reference: null, references: [], verseTexts: [] });

const questions = () =>
  within(screen.getByRole("region", { name: "Answer Review" }))
    .queryAllByRole("listitem")
    .filter((li) => li.parentElement?.tagName === "OL");

describe("Answer Review on the result page", () => {
  it("folds right answers to one line, opened on request, and keeps wrong and blank ones open", () => {
    render(withIntl(<AnswerReview items={[right, wrong, blank]} />));

    expect(questions()).toHaveLength(3);
    expect(screen.getByText("2 wrong or unanswered of 3. Right answers are folded: open one to read its explanation.")).toBeTruthy();
    // The wrong and blank answers show their options and explanations; the right one only its line.
    expect(screen.getByText("Explanation 2")).toBeTruthy();
    expect(screen.getByText("Explanation 3")).toBeTruthy();
    expect(screen.queryByText("Explanation 1")).toBeNull();
    expect(within(questions()[0]!).getByText("Correct")).toBeTruthy();

    const show = screen.getByRole("button", { name: "Show answer to question 1" });
    expect(show.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(show);
    expect(show.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Hide answer to question 1" })).toBe(show);
    expect(within(questions()[0]!).getByText("Explanation 1")).toBeTruthy();
    expect(within(questions()[0]!).getByLabelText("Correct answer")).toBeTruthy();
    fireEvent.click(show);
    expect(screen.queryByText("Explanation 1")).toBeNull();
  });

  it("'Show wrong answers only' leaves the wrong and blank answers, and gives the rest back", () => {
    render(withIntl(<AnswerReview items={[right, wrong, blank, heldBack]} />));
    const toggle = screen.getByRole("checkbox", { name: "Show wrong answers only" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(questions().map((li) => li.querySelector("p")!.textContent)).toEqual([`2.${wrong.text}`, `3.${blank.text}`]);
    expect(within(questions()[0]!).getByText("Wrong")).toBeTruthy();
    expect(within(questions()[1]!).getByText("Not answered")).toBeTruthy();
    expect(screen.getByText("Showing the 2 wrong or unanswered of 4 questions.")).toBeTruthy();

    fireEvent.click(toggle);
    expect(questions()).toHaveLength(4);
  });

  it("with every answer right, the wrong-only view says so instead of an empty list", () => {
    render(withIntl(<AnswerReview items={[right, itemAt(2)]} />));
    fireEvent.click(screen.getByRole("checkbox", { name: "Show wrong answers only" }));
    expect(questions()).toHaveLength(0);
    expect(screen.getByText("No wrong or unanswered questions: every answer here was right.")).toBeTruthy();
  });

  it("a right answer the member challenged stays open with where the challenge stands; others may be challenged once opened", () => {
    const onChallenge = vi.fn();
    render(withIntl(<AnswerReview items={[right, challenged]} onChallenge={onChallenge} />));
    const [folded, open] = questions();
    expect(within(open!).getByText("Challenge upheld: the question was corrected")).toBeTruthy();
    expect(within(open!).getByText("Admin's note: The key was fixed.")).toBeTruthy();
    expect(within(folded!).queryByRole("button", { name: /^Challenge this answer/ })).toBeNull();

    fireEvent.click(within(folded!).getByRole("button", { name: "Show answer to question 1" }));
    fireEvent.click(within(folded!).getByRole("button", { name: "Challenge this answer: question 1" }));
    expect(onChallenge).toHaveBeenCalledWith(right);
  });
});
