import type { PDFDocument, PDFFont, RGB } from "pdf-lib";
import type { Certificate } from "@berean/domain";
import { printable } from "../../lib/pdf-text.ts";
import { achievementLine } from "./certificates.ts";

type Colours = Record<"indigo" | "slate" | "muted" | "gold", RGB>;

function centred(page: ReturnType<PDFDocument["addPage"]>, font: PDFFont, text: string, y: number, size: number, color: RGB) {
  const line = printable(font, text);
  const width = font.widthOfTextAtSize(line, size);
  page.drawText(line, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

type PdfLib = typeof import("pdf-lib");
let pdfLib: Promise<PdfLib> | null = null;
/**
 * pdf-lib loads with the first certificate, not at start (start time and idle memory, issue 9).
 * It is CommonJS: compiled into the API's bundle its exports sit on `default`, from source on the module.
 */
function loadPdfLib(): Promise<PdfLib> {
  pdfLib ??= import("pdf-lib").then((module) => ((module as PdfLib & { default?: PdfLib }).default ?? module) as PdfLib);
  return pdfLib;
}

/** A landscape A4 certificate made from a stored result: name, achievement, event, date, score, rank of N, and its code with the URL that verifies it. */
export async function renderCertificatePdf(cert: Certificate, name: string, verifyUrl: string): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await loadPdfLib();
  const c: Colours = { indigo: rgb(0.31, 0.27, 0.9), slate: rgb(0.2, 0.25, 0.33), muted: rgb(0.45, 0.5, 0.58), gold: rgb(0.85, 0.65, 0.13) };
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${cert.title} certificate: ${name}`);
  pdf.setAuthor("Berean");
  pdf.setSubject(`${achievementLine(cert)} · score ${cert.score}${cert.scoreUnit === "percent" ? "%" : " points"} · verification code ${cert.code}`);
  const page = pdf.addPage([842, 595]);
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const serifBold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);

  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: c.indigo, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: 774, height: 527, borderColor: c.gold, borderWidth: 1 });
  centred(page, sans, "BEREAN", 505, 14, c.indigo);
  centred(page, serifBold, cert.achievement === "participation" ? "Certificate of Participation" : "Certificate of Achievement", 450, 34, c.slate);
  centred(page, serif, "This certifies that", 405, 16, c.muted);
  centred(page, serifBold, name, 360, 30, c.indigo);
  centred(page, serif, achievementLine(cert), 318, 18, c.slate);
  centred(page, serif, `in the ${cert.title}`, 292, 18, c.slate);
  const date = new Date(`${cert.awardedOn}T12:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
  centred(page, serif, `${date} · Score ${cert.score}${cert.scoreUnit === "percent" ? "%" : " points"}`, 258, 15, c.muted);
  centred(page, sans, `Verify this certificate at ${verifyUrl}`, 96, 10, c.muted);
  centred(page, sans, `Code ${cert.code}`, 80, 10, c.muted);
  return pdf.save();
}
