import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import type { BankQuestion } from "@berean/domain";
import { printable as printableText } from "../../lib/pdf-text.ts";

type PdfLib = typeof import("pdf-lib");
let pdfLib: Promise<PdfLib> | null = null;
/** pdf-lib loads with the first sheet, not at start; CommonJS, so bundled its exports sit on `default`. */
function loadPdfLib(): Promise<PdfLib> {
  pdfLib ??= import("pdf-lib").then((module) => ((module as PdfLib & { default?: PdfLib }).default ?? module) as PdfLib);
  return pdfLib;
}

/** One line of text as the standard fonts can write it (lib/pdf-text.ts), runs of spaces and line breaks made one space. */
const printable = (font: PDFFont, text: string): string => printableText(font, text.replace(/\s+/g, " "));

/** Words into lines no wider than `width`; a word longer than a line is cut. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of printable(font, text).split(" ")) {
    const tryLine = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(tryLine, size) <= width) {
      line = tryLine;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

const PAGE: [number, number] = [595, 842]; // A4 portrait
const MARGIN = 56;
const LETTERS = ["A", "B", "C", "D"];

/** A writer that flows wrapped text down A4 pages, starting a new page when one is full. */
class Flow {
  page: PDFPage;
  y: number;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly footer: string,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = this.newPage();
    this.y = PAGE[1] - MARGIN;
  }
  private newPage(): PDFPage {
    const page = this.pdf.addPage(PAGE);
    page.drawText(printable(this.fonts.regular, this.footer), { x: MARGIN, y: MARGIN / 2, size: 8, font: this.fonts.regular });
    return page;
  }
  /** Keeps `height` points together on one page. */
  need(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.newPage();
    this.y = PAGE[1] - MARGIN;
  }
  text(text: string, options: { size?: number; bold?: boolean; indent?: number; gap?: number } = {}): void {
    const size = options.size ?? 11;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    for (const line of wrap(font, text, size, PAGE[0] - 2 * MARGIN - indent)) {
      this.need(size * 1.35);
      this.y -= size * 1.35;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font });
    }
    this.y -= options.gap ?? 0;
  }
  /** The height `text` will take, to keep a question with its options. */
  heightOf(text: string, size: number, indent: number): number {
    return wrap(this.fonts.regular, text, size, PAGE[0] - 2 * MARGIN - indent).length * size * 1.35;
  }
}

async function start(title: string, subtitle: string) {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title}: ${subtitle}`);
  pdf.setAuthor("Berean");
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const flow = new Flow(pdf, `${title} · ${subtitle} · Berean`, fonts);
  flow.text(title, { size: 18, bold: true, gap: 4 });
  flow.text(subtitle, { size: 11, gap: 10 });
  return { pdf, flow };
}

/** The question sheet for a class on paper: name and date lines, then each question with its options A–D. */
export async function renderQuestionSheet(title: string, questions: readonly BankQuestion[]): Promise<Uint8Array> {
  const { pdf, flow } = await start(title, `Question sheet · ${questions.length} questions`);
  flow.text("Name: ______________________________________    Date: ____________________", { size: 11, gap: 16 });
  questions.forEach((q, i) => {
    const block = flow.heightOf(`${i + 1}. ${q.text}`, 11, 0) + 4 * 11 * 1.35;
    flow.need(Math.min(block, PAGE[1] - 2 * MARGIN));
    flow.text(`${i + 1}. ${q.text}`, { size: 11, bold: true, gap: 2 });
    q.options.forEach((option, o) => flow.text(`${LETTERS[o]})  ${option}`, { size: 11, indent: 18 }));
    flow.y -= 10;
  });
  return pdf.save();
}

/** The answer key, a sheet of its own: each question's number, letter, answer and reference. */
export async function renderAnswerKey(title: string, questions: readonly BankQuestion[]): Promise<Uint8Array> {
  const { pdf, flow } = await start(title, `Answer key · ${questions.length} questions`);
  questions.forEach((q, i) => {
    flow.need(2 * 11 * 1.35);
    // Only open questions are printed (printableQuestions): each has its key.
    const key = q.correctIndex ?? 0;
    flow.text(`${i + 1}.  ${LETTERS[key]}  —  ${q.options[key]}${q.reference ? `   (${q.reference})` : ""}`, { size: 11, gap: 4 });
  });
  return pdf.save();
}
