import { Award, BadgeCheck, Download, Flame, Medal, Trophy } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ACHIEVEMENT_LABELS, type Badge as BadgeData } from "@berean/domain";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { apiPaths, paths } from "../../config/paths";
import { cn } from "../../lib/cn";
import { formatDay } from "../../lib/format";
import { useServerText } from "../../i18n";
import { useMyRecognition } from "./api/certificates";
import { useT } from "./messages";

const BADGE_ICONS: Record<string, LucideIcon> = { podium: Medal, champion: Trophy, "streak-7": Flame, "streak-30": Flame, "streak-100": Flame };
/** A certificate's day: the day of the site's zone it was won on (the server dates it), shown as that day in every viewer's zone. */
const formatAwardDate = formatDay;

/** Badges as chips: earned ones in colour, the rest as what is still ahead. */
export function BadgeChips({ badges, earnedOnly = false }: { badges: BadgeData[]; earnedOnly?: boolean }) {
  const t = useT();
  const shown = earnedOnly ? badges.filter((b) => b.earned) : badges;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("badges")}>
      {shown.map((b) => {
        const Icon = BADGE_ICONS[b.id] ?? Award;
        return (
          <li
            key={b.id}
            title={b.description}
            className={cn(
              "flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium ring-1",
              b.earned ? "bg-amber-50 text-amber-900 ring-amber-200" : "bg-slate-50 text-slate-600 ring-slate-200",
            )}
          >
            <Icon className="size-3.5" aria-hidden />
            {b.label}
            <span className="sr-only">{` ${t(b.earned ? "badgeEarned" : "badgeNotYet", { description: b.description })}`}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Settings → 'Certificates': each certificate with its PDF and public verification page, and the badges. */
export function CertificatesCard() {
  const t = useT();
  const said = useServerText();
  const recognition = useMyRecognition();
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t("certificates")}</CardTitle>
        <CardDescription>{t("certificatesDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {recognition.isPending ? (
          <DelayedSpinner label={t("loading")} />
        ) : recognition.isError ? (
          <ErrorState message={t("loadFailed")} onRetry={() => void recognition.refetch()} retrying={recognition.isFetching} />
        ) : (
          <>
            {recognition.data.certificates.length === 0 ? (
              <p className="text-sm text-slate-600">
                {t.rich("noCertificates", {
                  link: (chunks) => (
                    <Link to={paths.eventsLive} className="font-medium text-indigo-700 hover:underline">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                {recognition.data.certificates.map((c) => (
                  <li key={c.code} className="flex flex-wrap items-center justify-between gap-3 p-3">
                    <div className="flex min-w-0 items-center gap-3">
                      <BadgeCheck className={cn("size-6 shrink-0", c.achievement === "participation" ? "text-indigo-400" : "text-amber-500")} aria-hidden />
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{`${c.title} · ${formatAwardDate(c.awardedOn)}`}</p>
                        <p className="text-xs text-slate-500">
                          {t("certificateLine", {
                            achievement: said(ACHIEVEMENT_LABELS[c.achievement]),
                            rank: c.rank,
                            ofN: c.ofN,
                            score: t("scoreShort", { unit: c.scoreUnit, score: c.score }),
                          })}
                        </p>
                        {c.revoked ? <p className="text-xs font-medium text-red-700">{t("revokedLine")}</p> : null}
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button asChild size="sm" variant="ghost">
                        <Link to={paths.certificate(c.code)}>{t("verificationPage")}</Link>
                      </Button>
                      {c.revoked ? null : (
                        <Button asChild size="sm" variant="secondary">
                          <a
                            href={apiPaths.certificatePdf(c.code)}
                            download
                            aria-label={t("downloadPdfLabel", { title: c.title, date: formatAwardDate(c.awardedOn) })}
                          >
                            <Download aria-hidden />
                            {t("downloadPdf")}
                          </a>
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-slate-900">{t("badges")}</h3>
              <BadgeChips badges={recognition.data.badges} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The dashboard's line of earned badges (nothing until the first). */
export function EarnedBadges() {
  const t = useT();
  const recognition = useMyRecognition();
  const earned = recognition.data?.badges.filter((b) => b.earned) ?? [];
  if (earned.length === 0) return null;
  return (
    <section aria-labelledby="badges-heading" className="mb-6 flex flex-wrap items-center gap-3">
      <h2 id="badges-heading" className="text-sm font-semibold text-slate-700">
        {t("yourBadges")}
      </h2>
      <BadgeChips badges={earned} earnedOnly />
      <Link to={paths.member.settings} className="ml-auto text-sm font-medium text-indigo-700 hover:underline">
        {t("yourCertificates")}
      </Link>
    </section>
  );
}
