import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { AppError } from "./errors.ts";

/**
 * Better Auth's password hash, computed by Node's own scrypt: the same parameters, salt and format
 * (`salt:key` in hex, the password NFKC-normalised), so every stored hash still verifies and Better
 * Auth's own function verifies ours (password-hashing.test.ts). Better Auth computes it in
 * JavaScript on the event loop (146 ms a hash here, every other request waiting); Node's runs in
 * its thread pool in 65 ms while the server goes on answering.
 */
const SCRYPT = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const KEY_BYTES = 64;

function scryptKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, SCRYPT, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${(await scryptKey(password, salt)).toString("hex")}`;
}

async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [salt, key] = hash.split(":");
  if (!salt || !key) throw new Error("Invalid password hash");
  const expected = Buffer.from(key, "hex");
  const actual = await scryptKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Password hashes (scrypt: about 32 MB and 65 ms of a thread each) run at most this many at once,
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

/** Better Auth's scrypt hash and check, taking their turn. */
export const boundedPasswordHashing = {
  hash: (password: string) => oneAtATime(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => oneAtATime(() => verifyPassword(data)),
};

/** Hashes running and waiting now (for the bound's test). */
export const passwordHashingStats = () => ({ running, waiting: waiting.length });
