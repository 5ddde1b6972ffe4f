import { afterEach, describe, expect, it } from "vitest";
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from "./api";
import { formatDay, formatLocale, formatNumber, plural, setFormatLocale } from "./format";
import { OFFLINE_MESSAGE } from "./offline-answers";

afterEach(() => setFormatLocale("en"));

describe("dates, numbers and the client's own messages follow the page's language", () => {
  it("in English, as the app always wrote them", () => {
    setFormatLocale("en");
    expect(formatLocale()).toBe("en");
    expect(formatDay("2026-11-25")).toBe("Nov 25, 2026");
    expect(formatNumber(12345)).toBe("12,345");
    expect(plural(1234, "point")).toBe("1,234 points");
    expect(GENERIC_ERROR_MESSAGE).toBe("Something went wrong. Please try again.");
    expect(OFFLINE_MESSAGE).toBe("Offline — your answers will be sent when you reconnect");
  });

  it("in Spanish once the page names it, and back", () => {
    setFormatLocale("es");
    expect(formatDay("2026-11-25")).toBe("25 nov 2026");
    expect(formatNumber(12345)).toBe("12.345");
    expect(NETWORK_ERROR_MESSAGE).toBe("No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.");
    expect(OFFLINE_MESSAGE).toBe("Sin conexión — tus respuestas se enviarán cuando vuelvas a conectarte");
    setFormatLocale("en");
    expect(formatDay("2026-11-25")).toBe("Nov 25, 2026");
    expect(NETWORK_ERROR_MESSAGE).toBe("Could not reach the server. Check your connection and try again.");
  });
});
