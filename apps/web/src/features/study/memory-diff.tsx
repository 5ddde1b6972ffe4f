import type { WordDiff } from "@berean/domain";
import { Fragment, type ReactNode } from "react";
import { useT } from "./messages";

const struck = "rounded-sm bg-red-50 px-0.5 text-red-800 line-through decoration-2";
const inserted = "rounded-sm bg-emerald-50 px-0.5 font-semibold text-emerald-900 underline decoration-2 underline-offset-4";

/**
 * A check's word-by-word differences, told by markup and words as well as colour: a right word
 * plain; a wrong word struck with the expected word inserted after it; a missing word inserted;
 * an extra word struck. Each mark carries a visually hidden label for screen readers.
 */
export function MemoryDiff({ diff }: { diff: WordDiff }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-lg border border-slate-200 bg-white p-3 font-serif text-lg leading-9 text-slate-900 [overflow-wrap:anywhere] sm:p-4">
        {diff.map((word, index) => (
          <Fragment key={index}>
            {index > 0 ? " " : null}
            <DiffWord word={word} />
          </Fragment>
        ))}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{t.rich("diffStruck", { del: (chunks: ReactNode[]) => <del className={struck}>{chunks}</del> })}</span>
        <span>{t.rich("diffInserted", { ins: (chunks: ReactNode[]) => <ins className={inserted}>{chunks}</ins> })}</span>
      </p>
    </div>
  );
}

function DiffWord({ word }: { word: WordDiff[number] }) {
  const t = useT();
  switch (word.status) {
    case "right":
      return <span>{word.word}</span>;
    case "wrong":
      return (
        <span>
          <del className={struck}>
            <span className="sr-only">{t("diffTypedWrong")}</span>
            {word.word}
          </del>{" "}
          <ins className={inserted}>
            <span className="sr-only">{t("diffExpected")}</span>
            {word.expected}
          </ins>
        </span>
      );
    case "missing":
      return (
        <ins className={inserted}>
          <span className="sr-only">{t("diffMissing")}</span>
          {word.word}
        </ins>
      );
    case "extra":
      return (
        <del className={struck}>
          <span className="sr-only">{t("diffExtra")}</span>
          {word.word}
        </del>
      );
  }
}
