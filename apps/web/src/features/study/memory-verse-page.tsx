import { MEMORY_STEPS, MemoryVerseParams, type MemoryStep, type MemoryVerse } from "@berean/domain";
import { ArrowLeft, ArrowRight, CircleCheck, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { useMemoryVerse } from "./api/memory";
import { MemoryStepPanel } from "./memory-step-panel";
import { MemoryStepper } from "./memory-stepper";
import { StudyTabs } from "./study-tabs";

/** /memory/:slug: one verse learnt in steps, Read → Fill in the blanks → First letters → Whole verse (docs/architecture.md §4 'Study'). */
export function MemoryVersePage() {
  const slug = useParams().slug ?? "";
  const valid = MemoryVerseParams.safeParse({ slug }).success;
  const verse = useMemoryVerse(slug, valid);

  let content;
  if (!valid || (verse.isError && isApiError(verse.error) && (verse.error.status === 404 || verse.error.status === 400))) content = <VerseNotFound />;
  else if (verse.isPending) content = <DelayedSpinner label="Loading the verse" />;
  else if (verse.isError) content = <ErrorState message="The verse could not be loaded." onRetry={() => void verse.refetch()} retrying={verse.isFetching} />;
  else content = <VerseView verse={verse.data} />;
  return (
    <>
      <StudyTabs />
      {content}
    </>
  );
}

function BackToList() {
  return (
    <Link
      to={paths.member.memory}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All memory verses
    </Link>
  );
}

function VerseNotFound() {
  return (
    <>
      <title>Memory verse not found · Berean</title>
      <BackToList />
      <h1 className="sr-only">Memory verse not found</h1>
      <EmptyState
        icon={<SearchX className="size-8" aria-hidden />}
        title="Memory verse not found"
        description="There is no memory verse at this address. Choose one from the list."
        action={
          <Button asChild size="sm">
            <Link to={paths.member.memory}>Memory verses</Link>
          </Button>
        }
      />
    </>
  );
}

/** A learnt verse opens on its text; any other on the first step not yet passed. */
const firstStep = (verse: MemoryVerse): MemoryStep => (verse.learnt ? "read" : (MEMORY_STEPS[verse.stepsDone] ?? "read"));

function VerseView({ verse }: { verse: MemoryVerse }) {
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
        title={verse.reference}
        description={verse.title}
        aside={
          verse.learnt ? (
            <Badge tone="green">
              <CircleCheck className="size-3.5" aria-hidden />
              Learned
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
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50/70 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm font-medium text-emerald-900">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
        {nextDueAt ? `Learned — in your review deck; next review ${formatDate(nextDueAt)}` : "Learned — in your review deck"}
      </p>
      <Button asChild variant="secondary" size="sm" className="self-start sm:self-auto">
        <Link to={paths.member.review}>
          Go to Review
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}
