import type { Me } from "@berean/domain";

/** A signed-in member as GET /api/me returns them: a free member reading English, unless the test says otherwise. */
export function aMember(overrides: Partial<Me> = {}): Me {
  return {
    id: "u1",
    fullName: "Lydia Purple",
    email: "lydia@example.com",
    role: "user",
    plan: "free",
    timezone: "UTC",
    locale: "en",
    readingText: "kjv",
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
