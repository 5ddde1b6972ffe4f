import QRCode from "qrcode";
import type { GroupInvite } from "@berean/domain";

/** The invite link as leaders see it: the code, its address on the site and that address as a QR code (SVG). */
export async function presentInvite(code: string | null, appUrl: string): Promise<GroupInvite | null> {
  if (!code) return null;
  const url = `${appUrl.replace(/\/$/, "")}/join/${code}`;
  const qrSvg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { code, url, qrSvg };
}
