import type { PDFFont } from "pdf-lib";

/**
 * Text as a PDF's standard font can write it: the standard fonts carry the Latin-1 (WinAnsi)
 * letters only, so anything else is written as its closest plain letter where Unicode says one
 * (é → e), else as '?' (certificates, custom quizzes' sheets and keys).
 */
export function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        const plain = ch.normalize("NFD").replace(/\p{M}/gu, "");
        try {
          font.encodeText(plain);
          return plain;
        } catch {
          return "?";
        }
      }
    })
    .join("");
}
