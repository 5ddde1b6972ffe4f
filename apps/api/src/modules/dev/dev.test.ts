import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { isLoopback } from "./routes.ts";

const from = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers, ip: headers["x-forwarded-for"] ?? remoteAddress }) as unknown as FastifyRequest;

describe("/dev pages answer this machine only", () => {
  it("accepts loopback sockets", () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "127.0.0.2"]) expect(isLoopback(from(address)), address).toBe(true);
  });

  it("refuses other sockets, whatever a forwarded header claims", () => {
    expect(isLoopback(from("192.0.2.10"))).toBe(false);
    expect(isLoopback(from("10.0.0.5", { "x-forwarded-for": "127.0.0.1" }))).toBe(false);
    expect(isLoopback(from("::ffff:192.0.2.10"))).toBe(false);
  });
});
