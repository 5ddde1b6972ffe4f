#!/usr/bin/env node
/**
 * Draws the installable app's icons (docs/architecture.md §4 'Installable app') from the mark in
 * apps/web/public/favicon.svg, as PNGs in apps/web/public. Run once when the mark changes and
 * commit the PNGs:   node scripts/make-icons.mjs
 *
 * - pwa-192x192.png, pwa-512x512.png: the favicon as it is (rounded square, clear corners).
 * - maskable-512x512.png: the brand colour to every edge and the mark inside the central circle
 *   (radius 40 %) that every platform's mask keeps.
 * - apple-touch-icon.png (180): opaque to the edges, iOS rounds the corners itself.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";

const publicDir = new URL("../apps/web/public/", import.meta.url);
const favicon = readFileSync(new URL("favicon.svg", publicDir), "utf8");
const brand = favicon.match(/<rect[^>]*fill="(#[0-9a-f]{6})"/i)?.[1];
const mark = favicon.match(/<rect[^>]*\/>([\s\S]*)<\/svg>/)?.[1];
if (!brand || !mark) throw new Error("favicon.svg no longer has the shape this script expects: a <rect> then the mark's paths");

// The mark's own box in the favicon's 32-unit grid (strokes included): it sits a little low there,
// so the full-bleed icons centre it.
const MARK_CENTRE = { x: 16.1, y: 17.5 };

/** The brand colour to the edges and the mark centred at `scale` of its favicon size. */
function fullBleed(scale) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/><g transform="translate(16 16) scale(${scale}) translate(${-MARK_CENTRE.x} ${-MARK_CENTRE.y})">${mark}</g></svg>`;
}

function png(svg, size, name) {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
  writeFileSync(new URL(name, publicDir), image);
  console.log(`${name}: ${size}×${size}, ${(image.length / 1024).toFixed(1)} KiB`);
}

png(favicon, 192, "pwa-192x192.png");
png(favicon, 512, "pwa-512x512.png");
// The mark's farthest corner is 11.8 units from its centre; at 0.75 that is 28 % of the width, well inside 40 %.
png(fullBleed(0.75), 512, "maskable-512x512.png");
png(fullBleed(0.9), 180, "apple-touch-icon.png");
