import { Plus, Trash2 } from "lucide-react";
import { localReference, type QuestionPick } from "@berean/domain";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { useDebouncedSearch } from "../../lib/use-debounced-search";
import { useLocale } from "../../i18n";
import { useQuestionSearch } from "./api/competitions";
import { useT } from "./messages";

/**
 * Manual pick: search the bank (text or verse) and build an ordered list. A competition picks from
 * the sealed supply, a quiz's pool from everything else (docs/architecture.md §4 'Sealed and open'):
 * the server lists only those.
 */
export function QuestionPicker({
  chosen,
  onChange,
  error,
  supply,
}: {
  chosen: QuestionPick[];
  onChange: (next: QuestionPick[]) => void;
  error?: string;
  supply: "sealed" | "unsealed";
}) {
  const t = useT();
  const { locale } = useLocale();
  const { text, setText, search } = useDebouncedSearch();
  const results = useQuestionSearch(supply, search);
  const ids = new Set(chosen.map((q) => q.id));
  return (
    <div className="flex flex-col gap-3">
      <FormField id="quiz-question-search" label={t("pickerSearch")} hint={t("pickerSearchHint")}>
        <Input id="quiz-question-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t("pickerPlaceholder")} />
      </FormField>
      {results.isFetching && !results.data ? <p className="text-sm text-slate-500">{t("searching")}</p> : null}
      {results.data && search.trim().length >= 2 ? (
        results.data.questions.length ? (
          <ul aria-label={t("pickerMatching")} className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200 text-sm">
            {results.data.questions.map((q) => (
              <li key={q.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0">
                  <span className="block truncate">{q.text}</span>
                  <span className="text-xs text-slate-500">{`#${q.id} · ${q.reference ? localReference(q.reference, locale) : t("noReference")} · ${t("difficultyLower", { difficulty: q.difficulty })}`}</span>
                </span>
                <Button type="button" size="sm" variant="ghost" disabled={ids.has(q.id)} onClick={() => onChange([...chosen, q])}>
                  <Plus aria-hidden />
                  {ids.has(q.id) ? t("added") : t("addQuestion", { id: q.id })}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{t("pickerNoMatch", { search })}</p>
        )
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {chosen.length ? (
        <ol aria-label={t("pickerChosen")} className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200 text-sm">
          {chosen.map((q, i) => (
            <li key={q.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0 truncate">{`${i + 1}. ${q.text}`}</span>
              <Button type="button" size="sm" variant="ghost" onClick={() => onChange(chosen.filter((x) => x.id !== q.id))}>
                <Trash2 aria-hidden />
                <span className="sr-only">{t("removeQuestion", { n: i + 1 })}</span>
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-500">{t("pickerNone")}</p>
      )}
    </div>
  );
}
