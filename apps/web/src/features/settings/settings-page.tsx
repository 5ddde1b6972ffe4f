import { CalendarDays, ShieldCheck } from "lucide-react";
import { PageHeader } from "../../components/page-header";
import { PlanBadge } from "../../components/plan-badge";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { useCurrentUser } from "../../lib/current-user";
import { formatDate } from "../../lib/format";
import { PlanBillingCard } from "../billing";
import { CertificatesCard } from "../certificates";
import { CalendarCard } from "./calendar-card";
import { ChangeEmailCard } from "./change-email-card";
import { MailPreferencesCard } from "./mail-preferences-card";
import { ChangePasswordCard } from "./change-password-card";
import { LanguageCard } from "./language-card";
import { ReadingTextCard } from "./reading-text-card";
import { useT } from "./messages";
import { ProfileCard } from "./profile-card";

/** /dashboard/settings: profile (name), password, email, account status, language, reminder mails, the calendar feed, plan and billing, certificates and badges. */
export function SettingsPage() {
  const t = useT();
  const user = useCurrentUser();
  const memberSince = formatDate(user.createdAt);
  return (
    <>
      <PageHeader title={t("pageTitle")} description={t("pageDescription")} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ProfileCard user={user} />
        <ChangePasswordCard />
        <ChangeEmailCard user={user} />
        <Card>
          <CardHeader>
            <CardTitle>{t("accountStatus")}</CardTitle>
            <CardDescription>{t("accountStatusDescription")}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3 text-sm">
            <p className="flex items-center justify-between gap-3">
              <span className="flex items-center gap-2 text-slate-600">
                <ShieldCheck className="size-4 text-emerald-600" aria-hidden />
                {t("status")}
              </span>
              <Badge tone="green">{t("active")}</Badge>
            </p>
            <p className="flex items-center justify-between gap-3">
              <span className="text-slate-600">{t("plan")}</span>
              <PlanBadge plan={user.plan} />
            </p>
            <p className="flex items-center justify-between gap-3">
              <span className="flex items-center gap-2 text-slate-600">
                <CalendarDays className="size-4 text-indigo-500" aria-hidden />
                {t("memberSince")}
              </span>
              <span className="font-medium text-slate-900">{memberSince}</span>
            </p>
          </CardContent>
        </Card>
        <LanguageCard user={user} />
        <ReadingTextCard user={user} />
        <MailPreferencesCard />
        <CalendarCard />
        <PlanBillingCard />
        <CertificatesCard />
      </div>
    </>
  );
}
