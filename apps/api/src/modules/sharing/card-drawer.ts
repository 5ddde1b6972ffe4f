/**
 * The share cards' drawing, in a worker thread of its own (share-card.ts renderCard): satori lays
 * the card out to SVG, resvg draws the PNG, with the bundled Inter font. One card at a time, in the
 * order asked; each answer carries its request's id.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from "@berean/domain";

const require = createRequire(import.meta.url);
const [{ default: satori }, { Resvg }, regular, bold] = await Promise.all([
  import("satori"),
  import("@resvg/resvg-js"),
  readFile(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff")),
  readFile(require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff")),
]);
const fonts = [
  { name: "Inter", data: regular, weight: 400 as const, style: "normal" as const },
  { name: "Inter", data: bold, weight: 700 as const, style: "normal" as const },
];

// A worker's port, not a window: postMessage takes no target origin.
/* oxlint-disable unicorn/require-post-message-target-origin */
const port = parentPort!;
port.on("message", async ({ id, card }: { id: number; card: unknown }) => {
  try {
    // satori's element type is React's; a card has its shape.
    const svg = await satori(card as Parameters<typeof satori>[0], { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, fonts });
    const png = new Resvg(svg, { fitTo: { mode: "width", value: SHARE_CARD_WIDTH } }).render().asPng();
    port.postMessage({ id, png });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// Loaded (satori, resvg and the fonts): the cards' clocks start now (share-card.ts).
port.postMessage({ ready: true });
