import { hashPassword, verifyPassword } from "better-auth/crypto";
import { AppError } from "./errors.ts";

/**
 * Password hashes (scrypt: about 32 MB and 170 ms of a core each) run at most this many at once,
 * server-wide, whoever asks (docs/architecture.md §4 'Memory bounds'): bench:abuse's wrong-password
 * flood from one address, three hashes at a time, took the server past 300 MB. Better Auth hashes
 * a sign-in's password for an unknown email too, so every sign-in, sign-up and change waits here.
 */
export const PASSWORD_HASHES_AT_ONCE = 2;
/** Past this many waiting, a request is told the server is busy rather than queued without end. */
export const PASSWORD_HASHES_WAITING_MAX = 200;

let running = 0;
const waiting: Array<() => void> = [];

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PASSWORD_HASHES_AT_ONCE) {
    if (waiting.length >= PASSWORD_HASHES_WAITING_MAX) throw new AppError(503, "BUSY", "Berean is very busy right now. Please try again in a moment.");
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    return await work();
  } finally {
    // The place passes straight to the next in line, or frees.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Better Auth's own scrypt hash and check, taking their turn. */
export const boundedPasswordHashing = {
  hash: (password: string) => oneAtATime(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => oneAtATime(() => verifyPassword(data)),
};

/** Hashes running and waiting now (for the bound's test). */
export const passwordHashingStats = () => ({ running, waiting: waiting.length });
