import { BadgeCheck, SearchX, ShieldX } from "lucide-react";
import { useParams } from "react-router";
import { ACHIEVEMENT_LABELS } from "@berean/domain";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Card } from "../../components/ui/card";
import { isApiError } from "../../lib/api";
import { useCertificateCheck } from "./api/certificates";
import { paths } from "../../config/paths";
import { formatDay } from "../../lib/format";
import { useServerText } from "../../i18n";
import { ShareButton } from "../sharing";
import { useT } from "./messages";

/** /certificates/{code}: the public check that a Berean certificate is genuine (name, achievement, date; never the email). */
export function CertificatePage() {
  const t = useT();
  const said = useServerText();
  const { code = "" } = useParams();
  const check = useCertificateCheck(code);
  if (check.isPending) return <DelayedSpinner label={t("checking")} />;
  if (check.isError) {
    if (isApiError(check.error) && (check.error.status === 404 || check.error.status === 400)) {
      return (
        <div className="mx-auto max-w-xl">
          <title>{t("notFoundPageTitle")}</title>
          <EmptyState icon={<SearchX className="size-8" aria-hidden />} title={t("notFoundTitle")} description={t("notFoundDescription")} />
        </div>
      );
    }
    return <ErrorState message={t("checkFailed")} onRetry={() => void check.refetch()} retrying={check.isFetching} />;
  }
  const c = check.data;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <title>{c.revoked ? t("revokedPageTitle") : t("verifiedPageTitle")}</title>
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        {c.revoked ? <ShieldX className="size-12 text-red-600" aria-hidden /> : <BadgeCheck className="size-12 text-emerald-600" aria-hidden />}
        <h1 className="text-2xl font-bold text-slate-900">{c.revoked ? t("revokedTitle") : t("verifiedTitle")}</h1>
        <p className="text-slate-600">{c.revoked ? t("revokedText") : t("verifiedText")}</p>
        <dl className="mt-2 grid w-full grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-left text-sm">
          <dt className="text-slate-500">{t("name")}</dt>
          <dd className="font-semibold text-slate-900">{c.name}</dd>
          <dt className="text-slate-500">{t("achievement")}</dt>
          <dd className="text-slate-900">{t("achievementRank", { achievement: said(ACHIEVEMENT_LABELS[c.achievement]), rank: c.rank, ofN: c.ofN })}</dd>
          <dt className="text-slate-500">{c.kind === "event" ? t("event") : t("competition")}</dt>
          <dd className="text-slate-900">{c.title}</dd>
          <dt className="text-slate-500">{t("date")}</dt>
          <dd className="text-slate-900">{formatDay(c.awardedOn)}</dd>
          <dt className="text-slate-500">{t("score")}</dt>
          <dd className="text-slate-900">{t("scoreValue", { unit: c.scoreUnit, score: c.score })}</dd>
        </dl>
        {c.revoked ? null : (
          <ShareButton
            className="mt-2"
            variant="secondary"
            title={`${c.name}: ${said(ACHIEVEMENT_LABELS[c.achievement])} — ${c.title} · Berean`}
            url={`${window.location.origin}${paths.certificate(code)}`}
          />
        )}
      </Card>
    </div>
  );
}
