/**
 * The servers some tests need beside the app (PostgreSQL, Redis). Away from CI a missing one skips
 * those tests; under CI=true it fails the run: a CI machine that lost its Redis would otherwise
 * pass with the shared rate limits never tried.
 */
import { createConnection } from "node:net";
import pg from "pg";

/** Whether something accepts connections at a redis:// URL within half a second. */
export async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** `answers`, or under CI an error naming the missing service. */
export function availableOrFailUnderCi(service: string, answers: boolean): boolean {
  if (!answers && process.env.CI) throw new Error(`${service} does not answer, and under CI=true its tests may not be skipped`);
  return answers;
}

/** Runs one statement on the PostgreSQL server at `url` with a connection of its own (create and drop a database). */
export async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
