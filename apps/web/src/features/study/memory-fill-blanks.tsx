import { wordsOf } from "@berean/domain";
import { Fragment, type Ref } from "react";
import { useT } from "./messages";

/** Every third word of the verse is left blank, starting with the second. */
const isBlank = (index: number) => index % 3 === 1;

interface VerseWord {
  /** Punctuation before and after the word, shown beside a blank rather than asked for. */
  before: string;
  core: string;
  after: string;
  blank: boolean;
}

/** The verse's words as the fill-in step lays them out. */
export function fillLayout(text: string): VerseWord[] {
  return wordsOf(text).map((word, index) => {
    const [, before = "", core = word, after = ""] = word.match(/^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u) ?? [];
    return { before, core, after, blank: isBlank(index) };
  });
}

/** The whole verse as the member completed it: the shown words and what was typed in each blank, joined with spaces. */
export function completedVerse(layout: VerseWord[], typed: Record<number, string>): string {
  return layout
    .map((word, index) => (word.blank ? `${word.before}${(typed[index] ?? "").trim()}${word.after}` : `${word.before}${word.core}${word.after}`))
    .join(" ");
}

/** The verse with an input for each blank, labelled 'Word n' after the word's place in the verse. */
export function MemoryFillBlanks({
  layout,
  typed,
  onChange,
  firstBlankRef,
}: {
  layout: VerseWord[];
  typed: Record<number, string>;
  onChange: (index: number, value: string) => void;
  firstBlankRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  const firstBlank = layout.findIndex((word) => word.blank);
  return (
    <p className="rounded-lg border border-slate-200 bg-white p-3 font-serif text-lg leading-[2.75rem] text-slate-900 [overflow-wrap:anywhere] sm:p-4">
      {layout.map((word, index) => (
        <Fragment key={index}>
          {index > 0 ? " " : null}
          {word.blank ? (
            <span className="whitespace-nowrap">
              {word.before}
              <input
                ref={index === firstBlank ? firstBlankRef : undefined}
                aria-label={t("wordNumber", { n: index + 1 })}
                value={typed[index] ?? ""}
                onChange={(e) => onChange(index, e.target.value)}
                autoComplete="off"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                style={{ width: `${Math.max(word.core.length, (typed[index] ?? "").length, 3) + 1.5}ch` }}
                className="mx-0.5 h-9 rounded-md border-0 border-b-2 border-indigo-400 bg-indigo-50/70 px-1.5 text-center font-sans text-base text-slate-900 focus:border-indigo-600 focus:bg-white focus:outline-2 focus:outline-offset-1 focus:outline-indigo-500/40"
              />
              {word.after}
            </span>
          ) : (
            `${word.before}${word.core}${word.after}`
          )}
        </Fragment>
      ))}
    </p>
  );
}
