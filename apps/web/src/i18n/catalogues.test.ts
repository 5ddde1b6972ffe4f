import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import en from "./catalogue.en";
import spanishWithServerTexts from "./catalogue.es";
import { SERVER_TEXT_SCOPE, scopeOf } from "./scope";

// The shared rules' texts are keyed by their English and held complete by their own test (packages/domain/src/messages).
const es = Object.fromEntries(Object.entries(spanishWithServerTexts).filter(([id]) => !id.startsWith(`${SERVER_TEXT_SCOPE}.`)));

const SRC = join(import.meta.dirname, "..");

function files(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, found);
    else found.push(path);
  }
  return found;
}

/** The arguments and tags a message takes, by name: a translation must take the same. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) visit(option.value);
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe("the catalogues (decision 020)", () => {
  it("Spanish has every English message and no other, each taking the same arguments", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    const differ = Object.keys(en).filter((id) => JSON.stringify(argumentsOf(en[id]!)) !== JSON.stringify(argumentsOf(es[id]!)));
    expect(differ).toEqual([]);
  });

  it("every message parses as ICU, and no Spanish message is left in English", () => {
    for (const catalogue of [en, es]) for (const message of Object.values(catalogue)) expect(() => parse(message)).not.toThrow();
    // Words that read the same in both languages (Berean, Pro, PIN, a number, a name) may repeat.
    const same = Object.keys(en).filter((id) => en[id] === es[id] && /[a-z]{3,}.*\s.*[a-z]{3,}/i.test(en[id]!));
    expect(same).toEqual([]);
  });

  it("each part's typed messages name its own folder", () => {
    const indexes = files(SRC).filter((path) => path.endsWith("/messages/index.ts"));
    expect(indexes.length).toBeGreaterThan(0);
    for (const path of indexes) {
      const scope = /scoped<typeof en>\("([^"]+)"\)/.exec(readFileSync(path, "utf8"))?.[1];
      expect(scope, relative(SRC, path)).toBe(scopeOf(path.replace(/index\.ts$/, "en.json")));
    }
  });
});
