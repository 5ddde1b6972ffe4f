import { ArrowRight, CalendarClock, Medal, ScrollText, Timer, Trophy, UserPlus } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Link, Navigate } from "react-router";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { homePathFor, useMe } from "../../lib/session";
import { QuizPreview } from "./quiz-preview";

const steps: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: "Sign up free",
    description: "Create your account in a minute and confirm your email.",
    icon: UserPlus,
  },
  {
    title: "Take a timed quiz",
    description: "25 multiple-choice questions in 10 minutes. Correct and quick answers score more.",
    icon: Timer,
  },
  {
    title: "Review and climb",
    description: "See every answer with its Bible reference, then track your rank on the leaderboard.",
    icon: Trophy,
  },
];

const highlights: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: "Weekly live event",
    description: "Every Saturday, 8 AM to 8 PM: one quiz, one leaderboard, everyone together.",
    icon: CalendarClock,
  },
  {
    title: "Grounded in Scripture",
    description: "Each question cites the verse that answers it, so every quiz is also a study.",
    icon: ScrollText,
  },
  {
    title: "Prizes and recognition",
    description: "Top scorers earn certificates and recognition; Pro members join prize competitions.",
    icon: Medal,
  },
];

export function LandingPage() {
  const me = useMe();
  // A signed-in visitor goes straight to their home (spec §2 'Landing page').
  if (me.data) return <Navigate to={homePathFor(me.data)} replace />;

  return (
    <>
      <title>Berean: Bible quizzes for all ages</title>
      <section id="about" className="relative overflow-hidden">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(199_210_254/0.7),transparent),radial-gradient(40rem_24rem_at_-10%_110%,rgb(221_214_254/0.6),transparent)]"
        />
        <div className="relative mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
          <div className="flex flex-col items-start gap-6">
            <span className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200">
              <CalendarClock className="size-3.5" aria-hidden />
              Live quiz every Saturday
            </span>
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              Know the Word.{" "}
              <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">
                Test it, one quiz at a time.
              </span>
            </h1>
            <p className="max-w-xl text-lg text-slate-600">
              Berean is a Bible quiz platform for all ages: timed quizzes across all 66 books,
              instant answer review with references, and leaderboards to share the journey.
            </p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Button asChild size="lg">
                <Link to={paths.auth.login}>
                  Start Quiz Now
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to={paths.publicLeaderboard}>View Leaderboard</Link>
              </Button>
            </div>
            <p className="text-sm text-slate-500">
              Free to join. Prefer to browse first?{" "}
              <Link to={paths.hub} className="font-semibold text-indigo-600 hover:underline">
                Explore the Bible hub
              </Link>
            </p>
          </div>
          <QuizPreview />
        </div>
      </section>

      <section id="features" aria-labelledby="how-heading" className="border-t border-slate-100 bg-slate-50">
        <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-20">
          <div className="mx-auto mb-12 max-w-2xl text-center">
            <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              How it works
            </h2>
            <p className="mt-3 text-slate-600">Three steps from sign-up to the leaderboard.</p>
          </div>
          <ol className="grid gap-6 md:grid-cols-3">
            {steps.map(({ title, description, icon: Icon }, index) => (
              <li key={title} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-600 text-white">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="text-sm font-semibold text-indigo-600">Step {index + 1}</span>
                </div>
                <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                <p className="text-sm text-slate-600">{description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="bg-white">
        <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-20">
          <h2 id="why-heading" className="sr-only">
            Why Berean
          </h2>
          <ul className="grid gap-8 md:grid-cols-3">
            {highlights.map(({ title, description, icon: Icon }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-violet-50 text-violet-600">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{description}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-16 flex flex-col items-center gap-5 rounded-2xl bg-gradient-to-r from-indigo-600 to-violet-600 px-6 py-12 text-center text-white shadow-lg">
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Ready for your first quiz?</h2>
            <p className="max-w-xl text-indigo-100">
              Free members take one quiz a week. Pro members play without limits.
            </p>
            <Button asChild size="lg" variant="secondary" className="ring-0">
              <Link to={paths.auth.register}>Create your free account</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
