import { bookName, DIFFICULTIES, findBookBySlug, PRACTICE_FREE_PER_DAY, StartPracticeSchema, type StartPractice } from "@berean/domain";
import { Play } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { inputClasses } from "../../components/ui/input";
import { useLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { isApiError } from "../../lib/api";
import { useStartPractice } from "./api/practice";
import { useT } from "./messages";
import { PracticeBookPicker } from "./practice-book-picker";

export type PracticeChoice = { books: string[]; chapters: number[]; difficulty: NonNullable<StartPractice["difficulty"]> };

const DIFFICULTY_LABELS = { any: "difficultyAny", easy: "difficultyEasy", medium: "difficultyMedium", hard: "difficultyHard" } as const;

type Field = "books" | "chapters" | "difficulty";

/** The choice of books, chapters (with one book) and difficulty, and 'Start practice'. */
export function PracticeSetup({ initial, free, onStarted }: { initial: PracticeChoice; free: boolean; onStarted: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const id = useId();
  const start = useStartPractice();
  const [choice, setChoice] = useState<PracticeChoice>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const book = choice.books.length === 1 ? findBookBySlug(choice.books[0]!) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = StartPracticeSchema.safeParse(choice);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    start.mutate(parsed.data, {
      onSuccess: onStarted,
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fields);
      },
    });
  };
  // A server refusal that names no field (or one this form does not show) is told under the button.
  const formError =
    start.error &&
    !(isApiError(start.error) && Object.keys(start.error.fields).some((field) => field === "books" || field === "chapters" || field === "difficulty"))
      ? start.error.message
      : null;

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <PracticeBookPicker
          value={choice.books}
          // A new set of books starts with every chapter.
          onChange={(books) => setChoice((current) => ({ ...current, books, chapters: [] }))}
          error={errors.books}
        />
        {book ? (
          <ChapterPicker
            bookName={bookName(book, locale)}
            count={book.chapters}
            value={choice.chapters}
            onChange={(chapters) => setChoice((current) => ({ ...current, chapters }))}
            error={errors.chapters}
          />
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-difficulty`} className="text-sm font-semibold text-slate-900">
            {t("difficulty")}
          </label>
          <select
            id={`${id}-difficulty`}
            value={choice.difficulty}
            onChange={(event) => setChoice((current) => ({ ...current, difficulty: event.target.value as PracticeChoice["difficulty"] }))}
            aria-invalid={errors.difficulty ? true : undefined}
            aria-describedby={errors.difficulty ? `${id}-difficulty-error` : undefined}
            className={cn(inputClasses, "max-w-48")}
          >
            {(["any", ...DIFFICULTIES] as const).map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {t(DIFFICULTY_LABELS[difficulty])}
              </option>
            ))}
          </select>
          {errors.difficulty ? (
            <p id={`${id}-difficulty-error`} role="alert" className="text-sm text-red-600">
              {errors.difficulty}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-start gap-2 border-t border-slate-100 pt-5">
          <Button type="submit" size="lg" disabled={start.isPending}>
            <Play aria-hidden />
            {start.isPending ? t("starting") : t("startPractice")}
          </Button>
          {formError ? (
            <p role="alert" className="text-sm text-red-600">
              {formError}
            </p>
          ) : null}
          <p className="text-xs text-slate-500">{free ? t("untimedFree", { count: PRACTICE_FREE_PER_DAY }) : t("untimedPro")}</p>
        </div>
      </form>
    </Card>
  );
}

/** With one book: its chapters to narrow the practice to, none chosen meaning every chapter. */
function ChapterPicker({
  bookName,
  count,
  value,
  onChange,
  error,
}: {
  bookName: string;
  count: number;
  value: number[];
  onChange: (chapters: number[]) => void;
  error?: string;
}) {
  const t = useT();
  const id = useId();
  const chosen = new Set(value);
  const toggle = (chapter: number) => {
    const next = new Set(chosen);
    if (next.has(chapter)) next.delete(chapter);
    else next.add(chapter);
    onChange([...next].sort((a, b) => a - b));
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t("chapters")}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {value.length === 0 ? t("chaptersAll", { count, book: bookName }) : t("chaptersChosen", { chosen: value.length, count, book: bookName })}
        {value.length > 0 ? (
          <button
            type="button"
            onClick={() => onChange([])}
            className="ml-2 font-semibold text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {t("clearChapters")}
          </button>
        ) : null}
      </p>
      <ul className="flex max-h-48 flex-wrap gap-1.5 overflow-y-auto p-0.5">
        {Array.from({ length: count }, (_, index) => index + 1).map((chapter) => (
          <li key={chapter}>
            <button
              type="button"
              aria-pressed={chosen.has(chapter)}
              onClick={() => toggle(chapter)}
              className="h-9 min-w-10 rounded-lg px-2 text-sm font-medium text-slate-700 tabular-nums ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:bg-indigo-600 aria-pressed:text-white aria-pressed:ring-indigo-600"
            >
              {chapter}
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
