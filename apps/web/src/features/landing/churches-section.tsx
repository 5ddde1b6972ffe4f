import { BookOpenCheck, FilePen, MonitorPlay, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useT, type LandingMessage } from "./messages";

/** What a church gets, as the server's rules give it (docs/architecture.md §4 'Hosted games', 'Groups', 'Study'). */
const OFFERS: { title: LandingMessage; description: LandingMessage; icon: LucideIcon }[] = [
  { title: "offerGame", description: "offerGameDescription", icon: MonitorPlay },
  { title: "offerGroups", description: "offerGroupsDescription", icon: Users },
  { title: "offerCustom", description: "offerCustomDescription", icon: FilePen },
  { title: "offerStudy", description: "offerStudyDescription", icon: BookOpenCheck },
];

const TILES: { letter: string; text: LandingMessage; tone: string }[] = [
  { letter: "A", text: "projectorMoses", tone: "bg-red-700 text-white" },
  { letter: "B", text: "projectorJoshua", tone: "bg-blue-700 text-white" },
  { letter: "C", text: "projectorCaleb", tone: "bg-amber-400 text-slate-950" },
  { letter: "D", text: "projectorAaron", tone: "bg-emerald-700 text-white" },
];

/** A drawing of the host's projector screen, in its own colors: a question, its clock and four answers. */
function ProjectorPicture() {
  const t = useT();
  return (
    <figure className="flex flex-col items-center gap-3">
      <div
        role="img"
        aria-label={t("projectorLabel")}
        className="w-full max-w-lg rounded-2xl border-8 border-slate-800 bg-indigo-950 p-4 text-white shadow-xl sm:p-6"
      >
        <div className="flex items-center justify-between gap-3 text-xs font-semibold">
          <span className="whitespace-nowrap text-sky-200 uppercase tracking-wide">{t("projectorProgress")}</span>
          <span className="whitespace-nowrap rounded-full bg-white/10 px-2.5 py-1">
            PIN 482 913<span className="hidden sm:inline"> · {t("projectorPlayers")}</span>
          </span>
        </div>
        <div className="mt-4 flex items-start justify-between gap-4">
          <p className="text-lg font-bold leading-snug sm:text-xl">{t("projectorQuestion")}</p>
          <span className="grid size-12 shrink-0 place-items-center rounded-full border-4 border-sky-300 text-lg font-black tabular-nums">14</span>
        </div>
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:gap-3">
          {TILES.map((tile) => (
            <li key={tile.letter} className={`flex items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-bold shadow sm:text-base ${tile.tone}`}>
              <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-white/90 text-sm font-black text-slate-900">{tile.letter}</span>
              {t(tile.text)}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm font-bold tabular-nums">{t("projectorAnswered")}</p>
      </div>
      <figcaption className="text-sm text-slate-500">{t("projectorCaption")}</figcaption>
    </figure>
  );
}

/** The landing page's section for leaders: hosted games, groups, custom quizzes and study, with a way in to each. */
export function ChurchesSection() {
  const t = useT();
  return (
    <section id="churches" aria-labelledby="churches-heading" className="scroll-mt-20 border-t border-slate-100 bg-white">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-2">
        <div className="flex flex-col gap-8">
          <div>
            <h2 id="churches-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              {t("churchesHeading")}
            </h2>
            <p className="mt-3 text-slate-600">{t("churchesIntro")}</p>
          </div>
          <ul className="flex flex-col gap-6">
            {OFFERS.map(({ title, description, icon: Icon }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{t(title)}</h3>
                  <p className="mt-1 text-sm text-slate-600">{t(description)}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-3 sm:flex-row">
            {/* A visitor signs in on the way and comes back to it. */}
            <Button asChild size="lg">
              <Link to={paths.member.hostGame}>
                <MonitorPlay aria-hidden />
                {t("hostGame")}
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.member.groups}>{t("startGroup")}</Link>
            </Button>
          </div>
        </div>
        <ProjectorPicture />
      </div>
    </section>
  );
}
