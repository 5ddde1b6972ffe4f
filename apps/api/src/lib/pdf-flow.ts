import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { printable as printableText } from "./pdf-text.ts";

type PdfLib = typeof import("pdf-lib");
let pdfLib: Promise<PdfLib> | null = null;
/** pdf-lib loads with the first sheet, not at start; CommonJS, so bundled its exports sit on `default`. */
export function loadPdfLib(): Promise<PdfLib> {
  pdfLib ??= import("pdf-lib").then((module) => ((module as PdfLib & { default?: PdfLib }).default ?? module) as PdfLib);
  return pdfLib;
}

/** One line of text as the standard fonts can write it (pdf-text.ts), runs of spaces and line breaks made one space. */
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

export const PAGE: [number, number] = [595, 842]; // A4 portrait
export const MARGIN = 56;
/** The options' letters as every printed sheet writes them. */
export const LETTERS = ["A", "B", "C", "D"];
const LEADING = 1.35;

/**
 * A writer that flows wrapped text down A4 pages, starting a new page when one is full; each page
 * carries the footer and, once written, its number ('Page 2 of 5'). The printed sheets of custom
 * quizzes and the books' study sheets.
 */
export class Flow {
  page: PDFPage;
  y: number;
  private readonly pages: PDFPage[] = [];
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
    this.pages.push(page);
    return page;
  }
  /** Keeps `height` points together on one page. */
  need(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.breakPage();
  }
  /** Starts a new page (a section that stands on its own, such as an answer key). */
  breakPage(): void {
    this.page = this.newPage();
    this.y = PAGE[1] - MARGIN;
  }
  text(text: string, options: { size?: number; bold?: boolean; indent?: number; gap?: number } = {}): void {
    const size = options.size ?? 11;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    for (const line of wrap(font, text, size, PAGE[0] - 2 * MARGIN - indent)) {
      this.need(size * LEADING);
      this.y -= size * LEADING;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font });
    }
    this.y -= options.gap ?? 0;
  }
  /** The height `text` will take, to keep a question with its options. */
  heightOf(text: string, size: number, indent: number, bold = false): number {
    return wrap(bold ? this.fonts.bold : this.fonts.regular, text, size, PAGE[0] - 2 * MARGIN - indent).length * size * LEADING;
  }
  /** Writes each page's number at the right of its footer; called once the last page is written. */
  numberPages(): void {
    this.pages.forEach((page, i) => {
      const label = `Page ${i + 1} of ${this.pages.length}`;
      const width = this.fonts.regular.widthOfTextAtSize(label, 8);
      page.drawText(label, { x: PAGE[0] - MARGIN - width, y: MARGIN / 2, size: 8, font: this.fonts.regular });
    });
  }
}

/** A new A4 document with its title and subtitle written at the top of the first page, and its footer on every page. */
export async function startDocument(title: string, subtitle: string, footer = `${title} · ${subtitle} · Berean`) {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title}: ${subtitle}`);
  pdf.setAuthor("Berean");
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const flow = new Flow(pdf, footer, fonts);
  flow.text(title, { size: 18, bold: true, gap: 4 });
  flow.text(subtitle, { size: 11, gap: 10 });
  return { pdf, flow };
}
