import { BellRing, CalendarPlus, Download, Share, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { install, useInstallWay } from "../../lib/install-prompt";
import { useT } from "./messages";

const DISMISSED_KEY = "berean:first-steps-dismissed";

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The dashboard's first steps for a member (docs/architecture.md §4 'Reminders'): reminders and the
 * calendar are off until chosen, so they are offered once here, with installing the app where the
 * browser can (its own dialog, or Safari's Share menu on iPhone and iPad). 'Not now' puts it away
 * for this browser.
 */
export function FirstStepsCard() {
  const t = useT();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const way = useInstallWay();
  if (dismissed) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Private mode without storage: it is put away until the next visit.
    }
    setDismissed(true);
  };

  return (
    <section aria-labelledby="first-steps" className="mb-6">
      <Card className="relative flex flex-col gap-4 border-indigo-200 bg-indigo-50/60 p-5">
        <div className="pr-8">
          <h2 id="first-steps" className="font-semibold text-slate-900">
            {t("firstStepsHeading")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{way ? t("firstStepsBodyInstall") : t("firstStepsBody")}</p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          className="absolute top-3 right-3 grid size-8 place-items-center rounded-md text-slate-500 hover:bg-white hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <X className="size-4" aria-hidden />
          <span className="sr-only">{t("notNow")}</span>
        </button>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button asChild variant="secondary" size="sm">
            <Link to={`${paths.member.settings}#email-reminders`}>
              <BellRing aria-hidden />
              {t("chooseReminders")}
            </Link>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <Link to={`${paths.member.settings}#calendar`}>
              <CalendarPlus aria-hidden />
              {t("addToCalendar")}
            </Link>
          </Button>
          {way === "prompt" ? (
            <Button variant="secondary" size="sm" onClick={() => void install()}>
              <Download aria-hidden />
              {t("installApp")}
            </Button>
          ) : null}
        </div>
        {way === "ios" ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            {t.rich("iosInstall", { share: <Share className="inline size-4" aria-label={t("share")} /> })}
          </p>
        ) : null}
      </Card>
    </section>
  );
}
