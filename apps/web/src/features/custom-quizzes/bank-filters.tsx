import { BOOKS, bookName, DIFFICULTIES, QUESTION_TOPICS } from "@berean/domain";
import { useState } from "react";
import { Checkbox } from "../../components/ui/checkbox";
import { Input, inputClasses } from "../../components/ui/input";
import { useLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import type { BankFilter } from "./api/custom-quizzes";
import { useT } from "./messages";

/** '1, 3-5' → [1, 3, 4, 5]; anything else in the box is ignored. */
export function parseChapters(text: string): number[] {
  const chapters = new Set<number>();
  for (const part of text.split(",")) {
    const range = /^\s*(\d{1,3})\s*(?:-\s*(\d{1,3}))?\s*$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = Math.min(150, Number(range[2] ?? range[1]));
    for (let c = Math.max(1, from); c <= to && chapters.size < 150; c += 1) chapters.add(c);
  }
  return [...chapters].sort((a, b) => a - b);
}

/** Which questions of the bank: books (searchable), chapters of them, topics and difficulty. */
export function BankFilters({
  filter,
  onChange,
  chaptersText,
  onChaptersText,
}: {
  filter: BankFilter;
  onChange: (next: BankFilter) => void;
  chaptersText: string;
  onChaptersText: (text: string) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const [bookSearch, setBookSearch] = useState("");
  const search = bookSearch.trim().toLowerCase();
  // A book is found by the name shown, or by its English name (the one references are written with).
  const shownBooks = BOOKS.filter((b) => bookName(b, locale).toLowerCase().includes(search) || b.name.toLowerCase().includes(search));
  const toggle = <K extends "books" | "topics">(key: K, value: string, on: boolean) =>
    onChange({ ...filter, [key]: on ? [...filter[key], value] : filter[key].filter((v) => v !== value) });
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t("books", { count: filter.books.length })}</legend>
        <Input value={bookSearch} onChange={(e) => setBookSearch(e.target.value)} placeholder={t("findBook")} aria-label={t("findBook")} className="h-10" />
        <div className="max-h-56 overflow-y-auto rounded-lg p-2 ring-1 ring-slate-200">
          {shownBooks.length === 0 ? <p className="p-2 text-sm text-slate-500">{t("noBook")}</p> : null}
          <ul className="grid grid-cols-2 gap-1">
            {shownBooks.map((book) => {
              const id = `book-${book.slug}`;
              return (
                <li key={book.slug} className="flex items-center gap-2 p-1">
                  <Checkbox id={id} checked={filter.books.includes(book.slug)} onCheckedChange={(on) => toggle("books", book.slug, on === true)} />
                  <label htmlFor={id} className="text-sm text-slate-800">
                    {bookName(book, locale)}
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
        {filter.books.length ? (
          <button type="button" className="self-start text-sm font-semibold text-indigo-600 hover:underline" onClick={() => onChange({ ...filter, books: [] })}>
            {t("clearBooks")}
          </button>
        ) : null}
      </fieldset>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="chapters" className="text-sm font-medium text-slate-900">
            {t("chaptersLabel")}
          </label>
          <Input
            id="chapters"
            value={chaptersText}
            onChange={(e) => onChaptersText(e.target.value)}
            placeholder={t("chaptersPlaceholder")}
            aria-describedby="chapters-hint"
            className="h-10"
          />
          <p id="chapters-hint" className="text-xs text-slate-500">
            {t("chaptersHint")}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="difficulty" className="text-sm font-medium text-slate-900">
            {t("difficulty")}
          </label>
          <select
            id="difficulty"
            value={filter.difficulty}
            onChange={(e) => onChange({ ...filter, difficulty: e.target.value as BankFilter["difficulty"] })}
            className={cn(inputClasses, "h-10")}
          >
            <option value="any">{t("anyDifficulty")}</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t("difficultyLabel", { difficulty: d })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">{t("topics", { count: filter.topics.length })}</legend>
          <div className="flex flex-wrap gap-1.5">
            {QUESTION_TOPICS.map((topic) => {
              const on = filter.topics.includes(topic);
              return (
                <button
                  key={topic}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle("topics", topic, !on)}
                  className={cn(
                    "rounded-full px-3 py-1 text-sm capitalize ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-indigo-600",
                    on ? "bg-indigo-600 text-white ring-indigo-600" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
                  )}
                >
                  {topic}
                </button>
              );
            })}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
