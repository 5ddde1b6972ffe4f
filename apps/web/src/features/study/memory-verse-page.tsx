import { localReference, MEMORY_STEPS, MemoryVerseParams, type MemoryStep, type MemoryVerse } from "@berean/domain";
import { ArrowLeft, ArrowRight, CircleCheck, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useLocale } from "../../i18n";
import { isApiError } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { useMemoryVerse } from "./api/memory";
import { MemoryStepPanel } from "./memory-step-panel";
import { useT } from "./messages";
import { MemoryStepper } from "./memory-stepper";
import { StudyTabs } from "./study-tabs";

/** /memory/:slug: one verse learnt in steps, Read → Fill in the blanks → First letters → Whole verse (docs/architecture.md §4 'Study'). */
export function MemoryVersePage() {
  const t = useT();
  const slug = useParams().slug ?? "";
  const valid = MemoryVerseParams.safeParse({ slug }).success;
  const verse = useMemoryVerse(slug, valid);

  let content;
  if (!valid || (verse.isError && isApiError(verse.error) && (verse.error.status === 404 || verse.error.status === 400))) content = <VerseNotFound />;
  else if (verse.isPending) content = <DelayedSpinner label={t("loadingVerse")} />;
  else if (verse.isError) content = <ErrorState message={t("verseLoadFailed")} onRetry={() => void verse.refetch()} retrying={verse.isFetching} />;
  else content = <VerseView verse={verse.data} />;
  return (
    <>
      <StudyTabs />
      {content}
    </>
  );
}

function BackToList() {
  const t = useT();
  return (
    <Link
      to={paths.member.memory}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t("allMemoryVerses")}
    </Link>
  );
}

function VerseNotFound() {
  const t = useT();
  return (
    <>
      <title>{t("verseNotFoundPageTitle")}</title>
      <BackToList />
      <h1 className="sr-only">{t("verseNotFound")}</h1>
      <EmptyState
        icon={<SearchX className="size-8" aria-hidden />}
        title={t("verseNotFound")}
        description={t("verseNotFoundDetail")}
        action={
          <Button asChild size="sm">
            <Link to={paths.member.memory}>{t("memoryVerses")}</Link>
          </Button>
        }
      />
    </>
  );
}

/** A learnt verse opens on its text; any other on the first step not yet passed. */
const firstStep = (verse: MemoryVerse): MemoryStep => (verse.learnt ? "read" : (MEMORY_STEPS[verse.stepsDone] ?? "read"));

function VerseView({ verse }: { verse: MemoryVerse }) {
  const t = useT();
  const { locale } = useLocale();
  // The step shown stays put while a check moves the verse on, so 'Well done!' is seen before the next step.
  const [shown, setShown] = useState<MemoryStep>(() => firstStep(verse));
  const [moved, setMoved] = useState(false);
  const goTo = (step: MemoryStep) => {
    setShown(step);
    setMoved(true);
  };
  return (
    <>
      <BackToList />
      <PageHeader
        title={localReference(verse.reference, locale)}
        description={verse.title}
        aside={
          verse.learnt ? (
            <Badge tone="green">
              <CircleCheck className="size-3.5" aria-hidden />
              {t("learned")}
            </Badge>
          ) : null
        }
      />
      {verse.learnt ? <LearntNotice nextDueAt={verse.nextDueAt} /> : null}
      <MemoryStepper stepsDone={verse.stepsDone} shown={shown} onSelect={goTo} />
      <MemoryStepPanel key={shown} verse={verse} step={shown} focusOnOpen={moved} onGoTo={goTo} />
    </>
  );
}

function LearntNotice({ nextDueAt }: { nextDueAt: string | null }) {
  const t = useT();
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50/70 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm font-medium text-emerald-900">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
        {nextDueAt ? t("learntInDeckNext", { date: formatDate(nextDueAt) }) : t("learntInDeck")}
      </p>
      <Button asChild variant="secondary" size="sm" className="self-start sm:self-auto">
        <Link to={paths.member.review}>
          {t("goToReview")}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}
