import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, TestClient, type TestApp } from "../test/harness.ts";
import { availableOrFailUnderCi, redisAnswers } from "../test/services.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisUp = availableOrFailUnderCi(`Redis at ${REDIS_URL}`, await redisAnswers(REDIS_URL));

/** With REDIS_URL, two API instances count one client's requests together (docs/security.md 7). */
describe.skipIf(!redisUp)("rate limits shared through Redis", () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, API_RATE_LIMIT_PER_MINUTE: "6" };
    [one, two] = await Promise.all([startTestApp({ env }), startTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  it("the general API limit holds across instances", async () => {
    const ip = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const viaOne = new TestClient(one.baseUrl, ip, null);
    const viaTwo = new TestClient(two.baseUrl, ip, null);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await (i % 2 ? viaTwo : viaOne).get("/api/health")).status);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});
