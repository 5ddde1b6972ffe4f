import { ArrowRight, CalendarClock, Check, Medal, ScrollText, Timer, Trophy, UserPlus } from "lucide-react";
import { formatCents, PRO_PRICE_CENTS } from "@berean/domain";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { StatsStrip } from "../../components/stats-strip";
import { Button } from "../../components/ui/button";
import { paths, quizSelectionPath } from "../../config/paths";
import { Island } from "../../islands/island";
import { homePathFor, useMe } from "../../lib/session";
import { ChurchesSection } from "./churches-section";
import { FaqAccordion } from "./faq-accordion";
import { LANDING_CATEGORIES } from "./landing-content";
import { LeadersList } from "./leaders-list";
import { LiveEventCard } from "./live-event-card";
import { QuizPreview } from "./quiz-preview";
import { TestimonialsCarousel } from "./testimonials-carousel";

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
    description: "Every Saturday, 8 AM to 8 PM site time: one quiz, one leaderboard, everyone together.",
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

const PLANS = [
  {
    name: "Free",
    price: "$0",
    features: [
      "One quiz a week",
      "Answer review with every verse",
      "Leaderboards and the Saturday live event",
      "Groups, and hosted games of up to 10 players",
      "Practice (20 questions a day), the review deck and memory verses",
      "Every book of the Bible hub, free to read",
    ],
    action: "Start free",
    to: paths.auth.register,
    featured: false,
  },
  {
    name: "Pro",
    price: formatCents(PRO_PRICE_CENTS),
    features: [
      "Unlimited quizzes",
      "Paid competitions with prize pools",
      "Custom quizzes to share with your groups or print",
      "Hosted games of up to 500 players",
      "Unlimited practice, and My progress by book and topic",
      "Everything in Free",
    ],
    action: "Go Pro",
    to: paths.member.upgrade,
    featured: true,
  },
];

function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children ? <p className="mt-3 text-slate-600">{children}</p> : null}
    </div>
  );
}

export function LandingPage() {
  const me = useMe();
  // A signed-in visitor goes straight to their home (docs/product.md part 1 §2 'Landing page').
  if (me.data) return <Navigate to={homePathFor(me.data)} replace />;

  return (
    <>
      <title>Berean: Bible quizzes for all ages</title>
      <section id="about" className="relative scroll-mt-20 overflow-hidden">
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
              Know the Word. <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">Test it, one quiz at a time.</span>
            </h1>
            <p className="max-w-xl text-lg text-slate-600">
              Berean is a Bible quiz platform for all ages: timed quizzes across all 66 books, instant answer review with references, and leaderboards to share
              the journey.
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
        <StatsStrip className="relative pb-12" />
      </section>

      <section id="features" aria-labelledby="how-heading" className="scroll-mt-20 border-t border-slate-100 bg-slate-50">
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

      <section aria-labelledby="categories-heading" className="bg-white">
        <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-20">
          <SectionHeading id="categories-heading" title="Quiz categories">
            From Genesis to Revelation: pick a theme and see how well you know it.
          </SectionHeading>
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {LANDING_CATEGORIES.map(({ title, description, icon: Icon, tone }) => (
              <li key={title} data-testid="landing-category">
                {/* Straight to that category's quizzes; a visitor signs in on the way and comes back to them. */}
                <Link
                  to={quizSelectionPath({ category: title })}
                  className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <span className={`flex size-11 items-center justify-center rounded-xl ${tone}`}>
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="font-semibold text-slate-900">{title}</span>
                  <span className="text-sm text-slate-600">{description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="border-t border-slate-100 bg-slate-50">
        <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-2">
          <div className="flex flex-col gap-8">
            <h2 id="why-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Why Berean
            </h2>
            <ul className="flex flex-col gap-6">
              {highlights.map(({ title, description, icon: Icon }) => (
                <li key={title} className="flex gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-violet-100 text-violet-700">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{title}</h3>
                    <p className="mt-1 text-sm text-slate-600">{description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <Island name="live-event" component={LiveEventCard} props={{ renderedAt: new Date().toISOString() }} />
        </div>
      </section>

      <ChurchesSection />

      <section aria-labelledby="testimonials-heading" className="border-t border-slate-100 bg-slate-50">
        <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-20">
          <SectionHeading id="testimonials-heading" title="What our community says">
            Churches, families and students quiz together on Berean.
          </SectionHeading>
          <Island name="testimonials" component={TestimonialsCarousel} props={{}} />
        </div>
      </section>

      <section aria-labelledby="leaders-heading" className="border-t border-slate-100 bg-gradient-to-b from-indigo-50/60 to-white">
        <div className="mx-auto w-full max-w-2xl px-4 py-16 sm:px-6 md:py-20">
          <SectionHeading id="leaders-heading" title="Top of the leaderboard">
            The best scores of all time. Ties go to the faster finish.
          </SectionHeading>
          <LeadersList />
        </div>
      </section>

      <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20 bg-white">
        <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 md:py-20">
          <SectionHeading id="faq-heading" title="Frequently asked questions" />
          <Island name="faq" component={FaqAccordion} props={{}} />
        </div>
      </section>

      <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 border-t border-slate-100 bg-slate-50">
        <div className="mx-auto w-full max-w-4xl px-4 py-16 sm:px-6 md:py-20">
          <SectionHeading id="pricing-heading" title="Plans">
            Start free. Go Pro when one quiz a week is not enough.
          </SectionHeading>
          <ul className="grid gap-6 md:grid-cols-2">
            {PLANS.map((plan) => (
              <li
                key={plan.name}
                className={`flex flex-col gap-4 rounded-2xl border bg-white p-6 shadow-sm ${plan.featured ? "border-indigo-300 ring-2 ring-indigo-600" : "border-slate-200"}`}
              >
                <div className="flex items-center justify-between gap-3">
                  <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
                  {plan.featured ? (
                    <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-700 ring-1 ring-violet-200">Most popular</span>
                  ) : null}
                </div>
                <p>
                  <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
                  <span className="text-slate-500"> / month</span>
                </p>
                <ul className="flex flex-col gap-2 text-sm text-slate-700">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Button asChild variant={plan.featured ? "primary" : "secondary"} className="mt-auto">
                  <Link to={plan.to}>{plan.action}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-white py-16">
        <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
          <div className="flex flex-col items-center gap-5 rounded-2xl bg-gradient-to-r from-indigo-600 to-violet-600 px-6 py-12 text-center text-white shadow-lg">
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Ready for your first quiz?</h2>
            <p className="max-w-xl text-indigo-100">Free members take one quiz a week. Pro members play without limits.</p>
            <Button asChild size="lg" variant="secondary" className="ring-0">
              <Link to={paths.auth.register}>Create your free account</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-label="Privacy and terms" className="border-t border-slate-100 bg-slate-50">
        <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-12 text-sm text-slate-600 sm:px-6 md:grid-cols-2">
          <div id="privacy" className="scroll-mt-20">
            <h2 className="mb-2 text-base font-semibold text-slate-900">Privacy</h2>
            <p>
              We keep what the service needs: your name, email, time zone and quiz results. Public leaderboards show names only, never email addresses. We do
              not sell your data, and page views are counted per page, not per person.{" "}
              <Link to={paths.privacy} className="font-semibold text-indigo-700 hover:underline">
                Read the privacy policy
              </Link>
            </p>
          </div>
          <div id="terms" className="scroll-mt-20">
            <h2 className="mb-2 text-base font-semibold text-slate-900">Terms</h2>
            <p>
              Berean is for personal and church use. Play fair: one account per person, no automated answers. Pro is billed monthly and can be canceled at any
              time from your settings; competition entries follow the rules shown before you pay.{" "}
              <Link to={paths.terms} className="font-semibold text-indigo-700 hover:underline">
                Read the terms
              </Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
