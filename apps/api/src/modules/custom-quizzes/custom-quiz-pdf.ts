import type { BankQuestion } from "@berean/domain";
import { LETTERS, MARGIN, PAGE, startDocument } from "../../lib/pdf-flow.ts";

/** The question sheet for a class on paper: name and date lines, then each question with its options A–D. */
export async function renderQuestionSheet(title: string, questions: readonly BankQuestion[]): Promise<Uint8Array> {
  const { pdf, flow } = await startDocument(title, `Question sheet · ${questions.length} questions`);
  flow.text("Name: ______________________________________    Date: ____________________", { size: 11, gap: 16 });
  questions.forEach((q, i) => {
    const block = flow.heightOf(`${i + 1}. ${q.text}`, 11, 0) + 4 * 11 * 1.35;
    flow.need(Math.min(block, PAGE[1] - 2 * MARGIN));
    flow.text(`${i + 1}. ${q.text}`, { size: 11, bold: true, gap: 2 });
    q.options.forEach((option, o) => flow.text(`${LETTERS[o]})  ${option}`, { size: 11, indent: 18 }));
    flow.y -= 10;
  });
  flow.numberPages();
  return pdf.save();
}

/** The answer key, a sheet of its own: each question's number, letter, answer and reference. */
export async function renderAnswerKey(title: string, questions: readonly BankQuestion[]): Promise<Uint8Array> {
  const { pdf, flow } = await startDocument(title, `Answer key · ${questions.length} questions`);
  questions.forEach((q, i) => {
    flow.need(2 * 11 * 1.35);
    // Only open questions are printed (printableQuestions): each has its key.
    const key = q.correctIndex ?? 0;
    flow.text(`${i + 1}.  ${LETTERS[key]}  —  ${q.options[key]}${q.reference ? `   (${q.reference})` : ""}`, { size: 11, gap: 4 });
  });
  flow.numberPages();
  return pdf.save();
}
