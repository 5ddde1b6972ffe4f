import { randomInt } from "node:crypto";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from "@berean/domain";

/**
 * A new invite code: INVITE_CODE_LENGTH characters drawn uniformly (crypto) from an alphabet
 * without look-alikes, about 49.5 random bits (docs/architecture.md §4 'Groups').
 */
export function newInviteCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** A code as typed or scanned: case and surrounding spaces do not matter; null when it cannot be one of ours. */
export function normalizeInviteCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  if (code.length !== INVITE_CODE_LENGTH) return null;
  for (const char of code) if (!INVITE_CODE_ALPHABET.includes(char)) return null;
  return code;
}
