import { BookMarked } from "lucide-react";
import { localReference } from "@berean/domain";
import { useLocale } from "../i18n";
import { cn } from "../lib/cn";
import { useT } from "./messages";

/**
 * The passages a question cites, once it is answered: each reference, with its KJV text where the
 * server sent it. A cross-reference question cites both ends (docs/architecture.md §5 'Content'), so
 * there may be several; each is a figure named by its reference. `compact` for the result page's
 * answer review, where every question of the quiz shows its passages.
 */
export function CitedPassages({
  references,
  verseTexts,
  compact = false,
}: {
  references: readonly string[];
  verseTexts?: readonly (string | null)[];
  compact?: boolean;
}) {
  const t = useT();
  const { locale } = useLocale();
  if (references.length === 0) return null;
  const figures = references.map((reference, index) => {
    const text = verseTexts?.[index] ?? null;
    return (
      <figure key={`${index}-${reference}`} className={cn("flex flex-col", compact ? "gap-1" : "gap-2")}>
        <figcaption className="inline-flex items-center gap-1.5 font-semibold text-indigo-700">
          <BookMarked className={compact ? "size-3.5" : "size-4"} aria-hidden />
          {localReference(reference, locale)}
        </figcaption>
        {text ? (
          <blockquote
            lang="en"
            className={cn(
              "border-l-4 border-indigo-200 pl-3 font-serif text-slate-900 [overflow-wrap:anywhere]",
              compact ? "text-sm leading-6" : "text-base leading-7",
            )}
          >
            {text}
          </blockquote>
        ) : null}
      </figure>
    );
  });
  if (figures.length === 1) return figures[0]!;
  return (
    <div role="group" aria-label={t("passagesCited", { count: references.length })} className={cn("flex flex-col", compact ? "gap-2" : "gap-3")}>
      {figures}
    </div>
  );
}
