import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { shareCardImage } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { CARD_RENDERER_VERSION, renderCard, type CardNode } from "./share-card.ts";

/** A shared result's card (/r/{code}) or a certificate's (/certificates/{code}). */
export type CardKind = "result" | "certificate";

/** At most this many cards in memory, whatever their size (the byte bound is the config's). */
export const CARD_MEMORY_ENTRIES = 500;

/** The version of a card's content: SHA-256 of everything drawn on it and of the look that draws it. */
export function cardContentHash(card: CardNode): string {
  return createHash("sha256").update(CARD_RENDERER_VERSION).update("\n").update(JSON.stringify(card)).digest("base64url");
}

export interface CardCacheStats {
  /** Cards this cache drew (satori and resvg ran). */
  renders: number;
  entries: number;
  bytes: number;
  maxBytes: number;
}

/**
 * A card's PNG. `stale`: the content has changed since it was drawn (a new name, a place among more
 * finishers) and drawing it again was refused for now, so the last drawing is served instead of an
 * error (a link preview that fails is kept failed by the crawler).
 */
export interface CardImage {
  png: Buffer;
  stale: boolean;
}

export interface CardCache {
  /**
   * The card's PNG: from memory, else from the database, else drawn once, however many ask at
   * once. `mayDraw` is asked only before a drawing and refuses by throwing (the render limit);
   * a request that joins another's drawing is not counted.
   */
  png(kind: CardKind, code: string, card: CardNode, mayDraw: () => Promise<void>): Promise<CardImage>;
  stats(): CardCacheStats;
}

/** A refusal of the request that started a drawing, not a failure of the drawing. */
const refused = (error: unknown) => error instanceof AppError && error.statusCode === 429;

/**
 * Drawn share cards (docs/architecture.md §4 'Sharing', 'Memory bounds'): in memory by kind and
 * code, least recently used out past `maxBytes` or CARD_MEMORY_ENTRIES, and in the database
 * (share_card_image), so a card is drawn once per content across restarts and instances. An entry
 * is served only while its content hash is the card's now: a changed name, score or place draws
 * the card again and replaces it.
 */
export function createCardCache(db: Db, maxBytes: number): CardCache {
  const memory = new Map<string, { hash: string; png: Buffer }>();
  let bytes = 0;
  let renders = 0;
  const drawing = new Map<string, Promise<CardImage>>();

  const forget = (key: string) => {
    const kept = memory.get(key);
    if (!kept) return;
    memory.delete(key);
    bytes -= kept.png.byteLength;
  };
  const remember = (key: string, hash: string, png: Buffer) => {
    forget(key);
    if (png.byteLength > maxBytes) return;
    memory.set(key, { hash, png });
    bytes += png.byteLength;
    // Least recently used first (a Map iterates in insertion order).
    for (const [oldest, entry] of memory) {
      if (bytes <= maxBytes && memory.size <= CARD_MEMORY_ENTRIES) break;
      memory.delete(oldest);
      bytes -= entry.png.byteLength;
    }
  };
  const recall = (key: string, hash: string): Buffer | null => {
    const kept = memory.get(key);
    if (kept?.hash !== hash) return null;
    // Most recently used last.
    memory.delete(key);
    memory.set(key, kept);
    return kept.png;
  };

  async function storedOrDrawn(kind: CardKind, code: string, hash: string, card: CardNode, mayDraw: () => Promise<void>): Promise<CardImage> {
    const key = `${kind}:${code}`;
    const [stored] = await db
      .select({ contentHash: shareCardImage.contentHash, png: shareCardImage.png })
      .from(shareCardImage)
      .where(and(eq(shareCardImage.kind, kind), eq(shareCardImage.code, code)));
    if (stored?.contentHash === hash) {
      remember(key, hash, stored.png);
      return { png: stored.png, stale: false };
    }
    try {
      await mayDraw();
    } catch (error) {
      if (stored && refused(error)) return { png: stored.png, stale: true };
      throw error;
    }
    renders += 1;
    const png = await renderCard(card);
    const renderedAt = new Date();
    await db
      .insert(shareCardImage)
      .values({ kind, code, contentHash: hash, png, renderedAt })
      .onConflictDoUpdate({ target: [shareCardImage.kind, shareCardImage.code], set: { contentHash: hash, png, renderedAt } });
    remember(key, hash, png);
    return { png, stale: false };
  }

  return {
    async png(kind, code, card, mayDraw) {
      const key = `${kind}:${code}`;
      const hash = cardContentHash(card);
      const id = `${key}:${hash}`;
      for (;;) {
        const kept = recall(key, hash);
        if (kept) return { png: kept, stale: false };
        const pending = drawing.get(id);
        if (!pending) {
          const started = storedOrDrawn(kind, code, hash, card, mayDraw).finally(() => drawing.delete(id));
          drawing.set(id, started);
          return started;
        }
        try {
          return await pending;
        } catch (error) {
          // The request that started it was over its render limit: this one asks for itself.
          if (!refused(error)) throw error;
        }
      }
    },
    stats: () => ({ renders, entries: memory.size, bytes, maxBytes }),
  };
}
