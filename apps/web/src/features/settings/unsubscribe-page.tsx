import { Link2Off, MailCheck, MailX } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { UNSUBSCRIBE_INVALID } from "@berean/domain";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";
import { useUnsubscribe, useUnsubscribeLink } from "./api/mail-preferences";
import { useT } from "./messages";

const PREFERENCES = `${paths.member.settings}#email-reminders`;

/**
 * /unsubscribe/{token}: a reminder mail's unsubscribe link, without signing in (docs/architecture.md
 * §4 'Reminders'). Opening it changes nothing, since mail scanners open every link: the member
 * presses 'Unsubscribe'.
 */
export function UnsubscribePage() {
  const t = useT();
  const token = useParams().token ?? "";
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);

  let content: ReactNode;
  if (link.isPending) content = <DelayedSpinner label={t("unsubscribeOpening")} />;
  else if (link.isError && isApiError(link.error) && link.error.status === 400) content = <InvalidLink />;
  else if (link.isError)
    content = <ErrorState title={t("unsubscribeOpenFailed")} message={link.error.message} onRetry={() => void link.refetch()} retrying={link.isFetching} />;
  else if (unsubscribe.isSuccess || !link.data.subscribed) {
    const label = link.data.label;
    content = (
      <Outcome
        icon={<MailCheck className="size-6" aria-hidden />}
        focus={unsubscribe.isSuccess}
        title={unsubscribe.isSuccess ? t("unsubscribedNow", { label }) : t("notSubscribed", { label })}
      >
        <p className="max-w-sm text-sm text-slate-600">{t("otherRemindersUnchanged")}</p>
      </Outcome>
    );
  } else {
    const label = link.data.label;
    content = (
      <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
        <title>{t("unsubscribePageTitle", { label })}</title>
        <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <MailX className="size-6" aria-hidden />
        </span>
        <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{t("unsubscribeQuestion", { label })}</h1>
        <p className="max-w-sm text-sm text-slate-600">{t("unsubscribeEffect")}</p>
        {unsubscribe.isError ? (
          <p role="alert" className="w-full rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {isApiError(unsubscribe.error) ? unsubscribe.error.message : GENERIC_ERROR_MESSAGE}
          </p>
        ) : null}
        <Button size="lg" className="w-full sm:w-auto" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
          {unsubscribe.isPending ? t("unsubscribing") : t("unsubscribe")}
        </Button>
        <Link to={PREFERENCES} className="text-sm font-medium text-indigo-700 hover:underline">
          {t("manageEmailPreferences")}
        </Link>
      </Card>
    );
  }
  return <div className="mx-auto flex w-full max-w-lg flex-col">{content}</div>;
}

function InvalidLink() {
  const t = useT();
  return (
    <Outcome icon={<Link2Off className="size-6" aria-hidden />} title={UNSUBSCRIBE_INVALID} tone="slate">
      <p className="max-w-sm text-sm text-slate-600">{t("invalidLinkHelp")}</p>
    </Outcome>
  );
}

/**
 * A finished state of the page: its message and the way to the preferences. After the button,
 * the message takes the focus the button had, so a screen reader reads it.
 */
function Outcome({
  icon,
  title,
  tone = "green",
  focus = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: "green" | "slate";
  focus?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
      <title>{`${title} · Berean`}</title>
      <span
        className={
          tone === "green"
            ? "flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600"
            : "flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500"
        }
      >
        {icon}
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-xl font-bold tracking-tight text-slate-900 outline-none">
        {title}
      </h1>
      {children}
      <Button asChild variant="secondary" className="mt-1">
        <Link to={PREFERENCES}>{t("manageEmailPreferences")}</Link>
      </Button>
    </Card>
  );
}
