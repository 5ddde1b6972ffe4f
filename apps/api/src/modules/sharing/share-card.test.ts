import { describe, expect, it } from "vitest";
import { renderCard, type CardNode } from "./share-card.ts";

const card: CardNode = { type: "div", props: { style: { display: "flex", width: 1200, height: 630, background: "#fff" }, children: "A card" } };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe("the card drawer", () => {
  it("a card that takes too long fails instead of hanging, and the next card is drawn by a new drawer", async () => {
    // A millisecond is less than any drawing (the worker's start alone takes longer).
    await expect(renderCard(card, 1)).rejects.toThrow("A card took too long to draw");
    const png = await renderCard(card);
    expect(png.subarray(0, 4).equals(PNG_SIGNATURE)).toBe(true);
  });

  it("a drawer that does not start in time fails its cards, and the next card starts another", async () => {
    // The drawer of the test before is still there, idle: stop it, so the next card starts a new one.
    await expect(renderCard(card, 1)).rejects.toThrow("A card took too long to draw");
    await expect(renderCard(card, 15_000, 1)).rejects.toThrow("The card drawer did not start in time");
    const png = await renderCard(card);
    expect(png.subarray(0, 4).equals(PNG_SIGNATURE)).toBe(true);
  });
});
