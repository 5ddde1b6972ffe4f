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
import { useT, type LandingMessage } from "./messages";
import { TestimonialsCarousel } from "./testimonials-carousel";

const steps: { title: LandingMessage; description: LandingMessage; icon: LucideIcon }[] = [
  { title: "stepSignUp", description: "stepSignUpDescription", icon: UserPlus },
  { title: "stepQuiz", description: "stepQuizDescription", icon: Timer },
  { title: "stepReview", description: "stepReviewDescription", icon: Trophy },
];

const highlights: { title: LandingMessage; description: LandingMessage; icon: LucideIcon }[] = [
  { title: "highlightLive", description: "highlightLiveDescription", icon: CalendarClock },
  { title: "highlightScripture", description: "highlightScriptureDescription", icon: ScrollText },
  { title: "highlightPrizes", description: "highlightPrizesDescription", icon: Medal },
];

const PLANS: { name: LandingMessage; price: string; features: LandingMessage[]; action: LandingMessage; to: string; featured: boolean }[] = [
  {
    name: "planFree",
    price: "$0",
    features: ["freeFeatureQuiz", "freeFeatureReview", "freeFeatureBoards", "freeFeatureGroups", "freeFeatureStudy", "freeFeatureHub"],
    action: "startFree",
    to: paths.auth.register,
    featured: false,
  },
  {
    name: "planPro",
    price: formatCents(PRO_PRICE_CENTS),
    features: ["proFeatureQuizzes", "proFeatureCompetitions", "proFeatureCustom", "proFeatureGames", "proFeaturePractice", "proFeatureFree"],
    action: "goPro",
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
  const t = useT();
  const me = useMe();
  // A signed-in visitor goes straight to their home (docs/product.md part 1 §2 'Landing page').
  if (me.data) return <Navigate to={homePathFor(me.data)} replace />;

  return (
    <>
      <title>{t("pageTitle")}</title>
      <section id="about" className="relative scroll-mt-20 overflow-hidden">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(199_210_254/0.7),transparent),radial-gradient(40rem_24rem_at_-10%_110%,rgb(221_214_254/0.6),transparent)]"
        />
        <div className="relative mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
          <div className="flex flex-col items-start gap-6">
            <span className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200">
              <CalendarClock className="size-3.5" aria-hidden />
              {t("liveEveryWeek")}
            </span>
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {t.rich("heroHeading", {
                accent: (chunks) => <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">{chunks}</span>,
              })}
            </h1>
            <p className="max-w-xl text-lg text-slate-600">{t("heroIntro")}</p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Button asChild size="lg">
                <Link to={paths.auth.login}>
                  {t("startQuizNow")}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to={paths.publicLeaderboard}>{t("viewLeaderboard")}</Link>
              </Button>
            </div>
            <p className="text-sm text-slate-500">
              {t.rich("browseFirst", {
                link: (chunks) => (
                  <Link to={paths.hub} className="font-semibold text-indigo-600 hover:underline">
                    {chunks}
                  </Link>
                ),
              })}
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
              {t("howItWorks")}
            </h2>
            <p className="mt-3 text-slate-600">{t("howItWorksIntro")}</p>
          </div>
          <ol className="grid gap-6 md:grid-cols-3">
            {steps.map(({ title, description, icon: Icon }, index) => (
              <li key={title} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-600 text-white">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="text-sm font-semibold text-indigo-600">{t("step", { number: index + 1 })}</span>
                </div>
                <h3 className="text-lg font-semibold text-slate-900">{t(title)}</h3>
                <p className="text-sm text-slate-600">{t(description)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="categories-heading" className="bg-white">
        <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-20">
          <SectionHeading id="categories-heading" title={t("quizCategories")}>
            {t("quizCategoriesIntro")}
          </SectionHeading>
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {LANDING_CATEGORIES.map(({ category, title, description, icon: Icon, tone }) => (
              <li key={category} data-testid="landing-category">
                {/* Straight to that category's quizzes; a visitor signs in on the way and comes back to them. */}
                <Link
                  to={quizSelectionPath({ category })}
                  className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <span className={`flex size-11 items-center justify-center rounded-xl ${tone}`}>
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="font-semibold text-slate-900">{t(title)}</span>
                  <span className="text-sm text-slate-600">{t(description)}</span>
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
              {t("whyBerean")}
            </h2>
            <ul className="flex flex-col gap-6">
              {highlights.map(({ title, description, icon: Icon }) => (
                <li key={title} className="flex gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-violet-100 text-violet-700">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{t(title)}</h3>
                    <p className="mt-1 text-sm text-slate-600">{t(description)}</p>
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
          <SectionHeading id="testimonials-heading" title={t("communitySays")}>
            {t("communitySaysIntro")}
          </SectionHeading>
          <Island name="testimonials" component={TestimonialsCarousel} props={{}} />
        </div>
      </section>

      <section aria-labelledby="leaders-heading" className="border-t border-slate-100 bg-gradient-to-b from-indigo-50/60 to-white">
        <div className="mx-auto w-full max-w-2xl px-4 py-16 sm:px-6 md:py-20">
          <SectionHeading id="leaders-heading" title={t("topOfLeaderboard")}>
            {t("topOfLeaderboardIntro")}
          </SectionHeading>
          <LeadersList />
        </div>
      </section>

      <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20 bg-white">
        <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 md:py-20">
          <SectionHeading id="faq-heading" title={t("faqHeading")} />
          <Island name="faq" component={FaqAccordion} props={{}} />
        </div>
      </section>

      <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 border-t border-slate-100 bg-slate-50">
        <div className="mx-auto w-full max-w-4xl px-4 py-16 sm:px-6 md:py-20">
          <SectionHeading id="pricing-heading" title={t("plans")}>
            {t("plansIntro")}
          </SectionHeading>
          <ul className="grid gap-6 md:grid-cols-2">
            {PLANS.map((plan) => (
              <li
                key={plan.name}
                className={`flex flex-col gap-4 rounded-2xl border bg-white p-6 shadow-sm ${plan.featured ? "border-indigo-300 ring-2 ring-indigo-600" : "border-slate-200"}`}
              >
                <div className="flex items-center justify-between gap-3">
                  <h3 className="text-lg font-semibold text-slate-900">{t(plan.name)}</h3>
                  {plan.featured ? (
                    <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-700 ring-1 ring-violet-200">
                      {t("mostPopular")}
                    </span>
                  ) : null}
                </div>
                <p>
                  <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
                  <span className="text-slate-500">{t("perMonth")}</span>
                </p>
                <ul className="flex flex-col gap-2 text-sm text-slate-700">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden />
                      {t(feature)}
                    </li>
                  ))}
                </ul>
                <Button asChild variant={plan.featured ? "primary" : "secondary"} className="mt-auto">
                  <Link to={plan.to}>{t(plan.action)}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-white py-16">
        <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
          <div className="flex flex-col items-center gap-5 rounded-2xl bg-gradient-to-r from-indigo-600 to-violet-600 px-6 py-12 text-center text-white shadow-lg">
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("readyFirstQuiz")}</h2>
            <p className="max-w-xl text-indigo-100">{t("readyFirstQuizIntro")}</p>
            <Button asChild size="lg" variant="secondary" className="ring-0">
              <Link to={paths.auth.register}>{t("createFreeAccount")}</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-label={t("privacyAndTerms")} className="border-t border-slate-100 bg-slate-50">
        <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-12 text-sm text-slate-600 sm:px-6 md:grid-cols-2">
          <div id="privacy" className="scroll-mt-20">
            <h2 className="mb-2 text-base font-semibold text-slate-900">{t("privacy")}</h2>
            <p>
              {t.rich("privacySummary", {
                link: (chunks) => (
                  <Link to={paths.privacy} className="font-semibold text-indigo-700 hover:underline">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </div>
          <div id="terms" className="scroll-mt-20">
            <h2 className="mb-2 text-base font-semibold text-slate-900">{t("terms")}</h2>
            <p>
              {t.rich("termsSummary", {
                link: (chunks) => (
                  <Link to={paths.terms} className="font-semibold text-indigo-700 hover:underline">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
