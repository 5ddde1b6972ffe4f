import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { ACHIEVEMENT_LABELS, sharedResultPlace, sharedResultPlaceOnBoard, type CertificateVerification, type SharedResult } from "@berean/domain";

/**
 * The preview images of shared pages (docs/architecture.md §4 'Sharing'): a 1200×630 PNG in the
 * Berean look, drawn by satori (layout to SVG) and resvg (SVG to PNG) with the bundled Inter font.
 */

const INDIGO = "#4f46e5";
const INDIGO_DARK = "#3730a3";
const INDIGO_SOFT = "#e0e7ff";
const INK = "#0f172a";
const MUTED = "#64748b";

/**
 * The version of the cards' look, part of every card's content hash (card-cache.ts): bump it when
 * the drawing changes (colours, layout, font), so cards already drawn and stored are drawn anew.
 */
export const CARD_RENDERER_VERSION = "card-v1";

/** What satori lays out: React's element shape, without React. */
export interface CardNode {
  type: string;
  props: { style?: Record<string, unknown>; children?: CardNode | string | Array<CardNode | string> };
}
const el = (style: Record<string, unknown>, children?: CardNode["props"]["children"]): CardNode => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
/** 'Nov 25, 2026' for the calendar day '2026-11-25', as the web app writes it. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

/** A long name or title still fits the card: cut at a word with an ellipsis. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Smaller type for a longer headline, so it stays within three lines. */
const headlineSize = (text: string) => (text.length <= 34 ? 72 : text.length <= 60 ? 60 : 50);

/** The indigo frame, the white card and the 'berean' footer every shared page's image has. */
function frame(eyebrow: string, body: CardNode[], footnote: string): CardNode {
  return el({ width: "100%", height: "100%", backgroundColor: INDIGO, fontFamily: "Inter" }, [
    el(
      {
        flex: 1,
        margin: 48,
        flexDirection: "column",
        justifyContent: "space-between",
        backgroundColor: "#ffffff",
        borderRadius: 32,
        padding: "48px 64px 40px",
      },
      [
        el({ flexDirection: "column" }, [el({ fontSize: 26, fontWeight: 700, letterSpacing: 3, color: INDIGO, textTransform: "uppercase" }, eyebrow), ...body]),
        el({ alignItems: "center", justifyContent: "space-between", borderTop: `2px solid ${INDIGO_SOFT}`, paddingTop: 28 }, [
          el({ fontSize: 40, fontWeight: 700, color: INDIGO, letterSpacing: -1 }, "berean"),
          el({ fontSize: 26, color: MUTED }, footnote),
        ]),
      ],
    ),
  ]);
}

const pill = (text: string) =>
  el({ backgroundColor: INDIGO_SOFT, color: INDIGO_DARK, fontSize: 34, fontWeight: 700, borderRadius: 999, padding: "10px 28px" }, text);
const facts = (items: CardNode[]) => el({ alignItems: "center", gap: 28, marginTop: 32 }, items);
const day = (text: string) => el({ fontSize: 30, color: MUTED }, text);

/** 'Alice scored 84 on the Genesis Quiz', '3rd of 41 who took this quiz' and the day. */
export function resultCard(r: SharedResult): CardNode {
  const name = clip(r.name, 40);
  const quiz = clip(r.quizTitle, 60);
  const headline = `${name} scored ${r.score} on the ${quiz}`;
  return frame(
    r.kind === "event" ? "Saturday live event" : "Quiz result",
    [
      el({ marginTop: 24, fontSize: headlineSize(headline), fontWeight: 700, color: INK, lineHeight: 1.1, letterSpacing: -1.5 }, headline),
      facts([pill(sharedResultPlaceOnBoard(r)), day(formatDay(r.date))]),
    ],
    "Take a quiz on Berean",
  );
}

/** '1st place — Weekly Bible Challenge', the holder's name, the score and the day. Never drawn for a revoked certificate. */
export function certificateCard(c: CertificateVerification): CardNode {
  const headline = `${ACHIEVEMENT_LABELS[c.achievement]} — ${clip(c.title, 60)}`;
  const score = c.scoreUnit === "percent" ? `${c.score}%` : `${c.score} points`;
  return frame(
    "Certificate",
    [
      el({ marginTop: 20, fontSize: Math.min(56, headlineSize(headline)), fontWeight: 700, color: INK, lineHeight: 1.1, letterSpacing: -1.5 }, headline),
      el({ marginTop: 16, fontSize: 44, color: INDIGO_DARK, fontWeight: 700 }, clip(c.name, 40)),
      facts([pill(sharedResultPlace({ place: c.rank, of: c.ofN })), day(`${score} · ${formatDay(c.awardedOn)}`)]),
    ],
    "Verified by Berean",
  );
}

/**
 * The PNG of a card: satori and resvg, about 80 ms of a core each time, drawn in a worker thread
 * (card-drawer.ts) so the event loop keeps answering while it draws (bench:abuse: drawn on it,
 * cards put Saturday answers 5.7 times slower at p99). One worker, started with the first card
 * (start time and idle memory), draws one card at a time. Callers go through the card cache
 * (card-cache.ts), which draws a card once per content.
 */
export function renderCard(card: CardNode, timeoutMs = CARD_DRAW_TIMEOUT_MS, startTimeoutMs = DRAWER_START_TIMEOUT_MS): Promise<Buffer> {
  return drawer(startTimeoutMs).draw(card, timeoutMs);
}

/** A worker of a TypeScript file, run from the sources: tsx's loader registered in it first. */
function sourceWorker(file: URL): Worker {
  // tsx's ES module API (its CommonJS one imports a path that is not there).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve("tsx/esm/api")
      .replace(/index\.cjs$/, "index.mjs"),
  ).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`, { eval: true });
}

/** How long the drawing worker stays after its last card. */
const DRAWER_IDLE_MS = 30_000;
/**
 * The longest a card may take once its worker is ready: past it the worker is stopped, every card
 * it was drawing fails (their requests answer 500 rather than hang), and the next card starts a new
 * worker. Its clock starts when the worker says it is loaded: the start (satori, resvg and the
 * fonts; from the sources, through tsx) once took more than the whole 15 s on a machine busy with
 * browser tests, and every card of a cold worker failed.
 */
export const CARD_DRAW_TIMEOUT_MS = 15_000;
/** The longest a worker may take to load before its cards fail and the next card starts another. */
export const DRAWER_START_TIMEOUT_MS = 60_000;

type Waiting = { resolve(png: Buffer): void; reject(error: Error): void; arm(): void };
type Drawer = { draw(card: CardNode, timeoutMs: number): Promise<Buffer> };
let current: Drawer | null = null;

function drawer(startTimeoutMs: number): Drawer {
  if (current) return current;
  // The compiled server runs dist/card-drawer.mjs (scripts/build-api.mjs builds it as its own
  // entry point); from the sources (tests, `tsx`) the worker is TypeScript.
  const worker = import.meta.url.endsWith(".ts")
    ? sourceWorker(new URL("./card-drawer.ts", import.meta.url))
    : new Worker(new URL("./card-drawer.mjs", import.meta.url));
  // Idle, it does not keep the process alive (tests and shutdown end without waiting for it).
  worker.unref();
  const waiting = new Map<number, Waiting>();
  let next = 0;
  let idle: NodeJS.Timeout | null = null;
  let ready = false;
  const starting = setTimeout(() => {
    if (ready) return;
    fail(new Error("The card drawer did not start in time: it was stopped."));
    void worker.terminate();
  }, startTimeoutMs);
  starting.unref();
  const fail = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
    if (current === self) current = null;
  };
  worker.on("message", (message: { id: number; png?: Uint8Array; error?: string; ready?: true }) => {
    if (message.ready) {
      ready = true;
      clearTimeout(starting);
      for (const w of waiting.values()) w.arm();
      return;
    }
    const w = waiting.get(message.id);
    if (!w) return;
    waiting.delete(message.id);
    if (message.png) w.resolve(Buffer.from(message.png));
    else w.reject(new Error(message.error ?? "The card could not be drawn."));
    if (waiting.size === 0) {
      worker.unref();
      // Idle, it gives its memory back (satori, resvg and the fonts: tens of MB); the next card starts another.
      idle = setTimeout(() => {
        if (waiting.size === 0 && current === self) {
          current = null;
          void worker.terminate();
        }
      }, DRAWER_IDLE_MS);
      idle.unref();
    }
  });
  worker.on("error", fail);
  worker.on("exit", () => fail(new Error("The card drawer stopped.")));
  const self = {
    draw(card: CardNode, timeoutMs: number): Promise<Buffer> {
      const id = next++;
      if (idle) clearTimeout(idle);
      worker.ref();
      return new Promise<Buffer>((resolve, reject) => {
        let timer: NodeJS.Timeout | null = null;
        // The card's clock, from when the worker is ready (at once if it is).
        const arm = () => {
          timer ??= setTimeout(() => {
            if (!waiting.has(id)) return;
            fail(new Error("A card took too long to draw: its drawer was stopped."));
            void worker.terminate();
          }, timeoutMs);
          timer.unref();
        };
        const done = () => {
          if (timer) clearTimeout(timer);
        };
        waiting.set(id, {
          resolve: (png) => (done(), resolve(png)),
          reject: (error) => (done(), reject(error)),
          arm,
        });
        if (ready) arm();
        // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker, not a window: no origin
        worker.postMessage({ id, card });
      });
    },
  };
  current = self;
  return self;
}
