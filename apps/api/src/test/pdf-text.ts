import { inflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

/** A PDF's text as drawn (its content streams inflated, pdf-lib's hex strings decoded), to read in tests. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const stream of pdf.context.enumerateIndirectObjects().map(([, o]) => o)) {
    if (!(stream instanceof PDFRawStream)) continue;
    const raw = stream.getContents();
    const filter = stream.dict.get(PDFName.of("Filter"));
    const text = Buffer.from(filter === PDFName.of("FlateDecode") ? inflateSync(raw) : raw).toString("latin1");
    parts.push(text.replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, "hex").toString("latin1")));
  }
  return parts.join("\n");
}
