import { describe, expect, it } from "vitest";
import { requestLocale, withLang } from "./request-locale.ts";

describe("the language a request is answered in", () => {
  it("the visitor's choice first, then the browser's languages by preference, else English", () => {
    expect(requestLocale({})).toBe("en");
    expect(requestLocale({ "accept-language": "es-MX,es;q=0.9,en;q=0.8" })).toBe("es");
    expect(requestLocale({ "accept-language": "fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4" })).toBe("es");
    expect(requestLocale({ "accept-language": "en-GB,en;q=0.9,es;q=0.8" })).toBe("en");
    expect(requestLocale({ "accept-language": "de, fr" })).toBe("en");
    expect(requestLocale({ "accept-language": "es", cookie: "berean-locale=en" })).toBe("en");
    expect(requestLocale({ "accept-language": "en", cookie: "other=1; berean-locale=es" })).toBe("es");
    // A cookie naming a language Berean does not speak is not a choice.
    expect(requestLocale({ "accept-language": "es", cookie: "berean-locale=fr" })).toBe("es");
    expect(requestLocale({ "accept-language": "\u0000;;;q=x", cookie: "berean-locale=%ZZ" })).toBe("en");
  });

  it("writes the language into the page's html element", () => {
    expect(withLang('<!doctype html>\n<html lang="en">\n<head>', "es")).toBe('<!doctype html>\n<html lang="es">\n<head>');
  });
});
