import { localReference, type Locale, type MemoryList } from "@berean/domain";
import { BookHeart, Search, SearchX } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { EmptyState, QueryState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { inputClasses } from "../../components/ui/input";
import { useLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { useMemoryList } from "./api/memory";
import { MemoryVerseCard } from "./memory-verse-card";
import { useT } from "./messages";
import { StudyTabs } from "./study-tabs";

type MemoryVerseSummary = MemoryList["verses"][number];

const SHOW_OPTIONS = [
  { value: "all", label: "showAll" },
  { value: "learning", label: "showLearning" },
  { value: "learnt", label: "showLearnt" },
] as const;
type Show = (typeof SHOW_OPTIONS)[number]["value"];

const searchWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A verse matches when each word searched begins a word of its reference (in English or the page's language) or title: '1 cor 13' finds 1 Corinthians 13:4. */
function matches(verse: MemoryVerseSummary, wanted: string[], locale: Locale): boolean {
  const words = searchWords(`${verse.reference} ${localReference(verse.reference, locale)} ${verse.title}`);
  return wanted.every((w) => words.some((word) => word.startsWith(w)));
}

function shown(verse: MemoryVerseSummary, show: Show): boolean {
  if (show === "learnt") return verse.learnt;
  if (show === "learning") return !verse.learnt && verse.stepsDone > 0;
  return true;
}

/**
 * /memory: the memory verses with the member's progress (docs/architecture.md §4 'Study'). The
 * search and the filter live in the URL (`?q=…&show=learning`), so coming back from a verse finds
 * the list as it was left.
 */
export function MemoryPage() {
  const t = useT();
  const { locale } = useLocale();
  const list = useMemoryList();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const show: Show = SHOW_OPTIONS.find((o) => o.value === params.get("show"))?.value ?? "all";

  function setFilter(name: "q" | "show", value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== "all") next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <>
      <StudyTabs />
      <PageHeader title={t("memoryTitle")} description={t("memoryDescription")} />
      <QueryState
        query={list}
        label={t("loadingMemory")}
        errorMessage={t("memoryLoadFailed")}
        isEmpty={(data) => data.verses.length === 0}
        empty={<EmptyState icon={<BookHeart className="size-8" aria-hidden />} title={t("noVersesYet")} description={t("noVersesYetDetail")} />}
      >
        {(data) => {
          const wanted = searchWords(q);
          const verses = data.verses.filter((verse) => shown(verse, show) && matches(verse, wanted, locale));
          const filtered = wanted.length > 0 || show !== "all";
          return (
            <>
              <LearntSummary learnt={data.learnt} total={data.verses.length} />
              <div role="search" className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
                <label className="relative flex flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
                  {t("searchVerses")}
                  <Search className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-slate-400" aria-hidden />
                  <input
                    type="search"
                    value={q}
                    onChange={(e) => setFilter("q", e.target.value)}
                    placeholder={t("searchVersesPlaceholder")}
                    className={cn(inputClasses, "pl-9")}
                  />
                </label>
                <ShowSwitch value={show} onChange={(value) => setFilter("show", value)} />
              </div>
              <p role="status" className="mb-4 text-sm text-slate-600">
                {filtered ? t("versesShown", { shown: verses.length, total: data.verses.length }) : t("versesCount", { count: data.verses.length })}
              </p>
              {verses.length === 0 ? (
                <EmptyState
                  icon={<SearchX className="size-8" aria-hidden />}
                  title={t("noVersesMatch")}
                  description={show === "all" ? t("tryAnotherReference") : t("tryAnotherSearch")}
                  action={
                    <Button variant="secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                      {t("clearFilters")}
                    </Button>
                  }
                />
              ) : (
                <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={t("memoryTitle")}>
                  {verses.map((verse) => (
                    <li key={verse.slug}>
                      <MemoryVerseCard verse={verse} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}

function LearntSummary({ learnt, total }: { learnt: number; total: number }) {
  const t = useT();
  // A first verse learnt shows as a sliver, not as nothing.
  const percent = total === 0 || learnt === 0 ? 0 : Math.max(2, Math.round((learnt / total) * 100));
  return (
    <div className="mb-6 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4">
      <p className="shrink-0 font-semibold text-slate-900">{t("learnedOf", { learnt, total })}</p>
      <div aria-hidden className="h-2 w-full overflow-hidden rounded-full bg-slate-100 sm:flex-1">
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** 'All / In progress / Learned': buttons that say which one is pressed, one group named 'Show'. */
function ShowSwitch({ value, onChange }: { value: Show; onChange: (value: Show) => void }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <span id="memory-show" className="text-sm font-medium text-slate-700">
        {t("show")}
      </span>
      <div role="group" aria-labelledby="memory-show" className="inline-flex h-11 self-start rounded-lg bg-slate-100 p-1">
        {SHOW_OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={cn(
              "rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600",
              value === option.value ? "bg-white text-indigo-700 shadow-sm" : "text-slate-600 hover:text-slate-900",
            )}
          >
            {t(option.label)}
          </button>
        ))}
      </div>
    </div>
  );
}
