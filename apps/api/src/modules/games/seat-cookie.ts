import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookie } from "cookie";
import type { FastifyRequest } from "fastify";
import { GAME_SEAT_COOKIE } from "@berean/domain";

/**
 * A phone's seat cookie is its seat token and the server's signature of it (`token.signature`), so
 * a limit can count per seat without a database read and a made-up value is never a seat of its own
 * (docs/security.md 49): a request whose seat value does not verify counts against its address.
 */
const SIGNATURE_LENGTH = 22;
const sign = (token: string, secret: string) => createHmac("sha256", secret).update(`berean-seat:${token}`).digest("base64url").slice(0, SIGNATURE_LENGTH);

/** The cookie's value for a seat's token. */
export const seatCookieValue = (token: string, secret: string): string => `${token}.${sign(token, secret)}`;

/** The seat cookie's value as sent, or null. */
function sentSeatValue(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header || !header.includes(GAME_SEAT_COOKIE)) return null;
  return parseCookie(header)[GAME_SEAT_COOKIE] || null;
}

/**
 * The seat token a request's cookie carries when the server signed it; null otherwise. (Only
 * tokens are compared with the database, by their hash: a forged one finds no seat.)
 */
export function seatTokenOf(request: FastifyRequest, secret: string): string | null {
  const value = sentSeatValue(request);
  if (!value || value.length > 200) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const sent = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(token, secret));
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? token : null;
}
