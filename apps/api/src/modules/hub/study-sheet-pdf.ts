import { LETTERS, MARGIN, PAGE, startDocument } from "../../lib/pdf-flow.ts";
import type { StudySheet } from "./read-study-sheet.ts";

const LINE = 11 * 1.35;

/**
 * A book's study sheet on paper: its key verses in the King James text, an outline of the chapters
 * its questions ask about, the questions with their options A–D, and the answer key on a page of
 * its own (turned face down, the questions can be done first).
 */
export async function renderStudySheet(sheet: StudySheet): Promise<Uint8Array> {
  const { name } = sheet.book;
  const { pdf, flow } = await startDocument(
    `${name}: study sheet`,
    `${sheet.book.category} · ${sheet.book.chapters} chapter${sheet.book.chapters === 1 ? "" : "s"} · King James Version`,
    `${name} · Study sheet · Berean`,
  );
  pdf.setSubject(`Key verses, outline, questions and answer key for the book of ${name}`);

  const heading = (text: string) => {
    flow.need(18 * 1.35 + 3 * LINE);
    flow.y -= 6;
    flow.text(text, { size: 14, bold: true, gap: 6 });
  };

  heading("Key verses");
  for (const verse of sheet.keyVerses) {
    flow.need(flow.heightOf(`${verse.reference} (${verse.note})`, 11, 0, true) + Math.min(flow.heightOf(verse.text, 11, 14), 3 * LINE));
    flow.text(`${verse.reference}  (${verse.note})`, { size: 11, bold: true, gap: 1 });
    flow.text(verse.text, { size: 11, indent: 14, gap: 8 });
  }

  heading("Outline");
  if (sheet.outline.length === 0) flow.text(`No chapter of ${name} has open questions yet.`, { size: 11, gap: 8 });
  else {
    flow.text(`The chapters the questions ask about: how many questions each, and what they are mostly about.`, { size: 10, gap: 4 });
    for (const chapter of sheet.outline) {
      const topics = chapter.topics.length ? ` · ${chapter.topics.join(", ")}` : "";
      flow.text(`Chapter ${chapter.chapter}  —  ${chapter.questionCount} question${chapter.questionCount === 1 ? "" : "s"}${topics}`, { size: 11, gap: 2 });
    }
    flow.y -= 6;
  }

  if (sheet.questions.length === 0) {
    heading("Questions");
    flow.text(`No questions of ${name} are free to print yet.`, { size: 11 });
    flow.numberPages();
    return pdf.save();
  }

  // The questions start a page of their own, with room for a name and a date.
  flow.breakPage();
  flow.text(`Questions (${sheet.questions.length})`, { size: 14, bold: true, gap: 6 });
  flow.text("Name: ______________________________________    Date: ____________________", { size: 11, gap: 14 });
  sheet.questions.forEach((q, i) => {
    const block = flow.heightOf(`${i + 1}. ${q.text}`, 11, 0, true) + 4 * LINE;
    flow.need(Math.min(block, PAGE[1] - 2 * MARGIN));
    flow.text(`${i + 1}. ${q.text}`, { size: 11, bold: true, gap: 2 });
    q.options.forEach((option, o) => flow.text(`${LETTERS[o]})  ${option}`, { size: 11, indent: 18 }));
    flow.y -= 10;
  });

  flow.breakPage();
  flow.text("Answer key", { size: 14, bold: true, gap: 8 });
  sheet.questions.forEach((q, i) => {
    const answer = `${i + 1}.  ${LETTERS[q.correctIndex]}  —  ${q.options[q.correctIndex]}${q.reference ? `   (${q.reference})` : ""}`;
    flow.need(flow.heightOf(answer, 11, 0, true) + (q.explanation ? Math.min(flow.heightOf(q.explanation, 10, 22), 2 * LINE) : 0));
    flow.text(answer, { size: 11, bold: true, gap: 1 });
    if (q.explanation) flow.text(q.explanation, { size: 10, indent: 22 });
    flow.y -= 7;
  });
  flow.numberPages();
  return pdf.save();
}
