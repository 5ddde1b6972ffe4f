import { clsx } from "clsx";
import { LayoutDashboard } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { Brand } from "../../components/brand";
import { DelayedSpinner } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { Island } from "../../islands/island";
import { homePathFor, returnAfterSignIn, useMe } from "../../lib/session";
import { LanguageSwitcher } from "../../i18n/language-switcher";
import { useT, type LayoutMessage } from "./messages";
import { navClasses, PublicMenu, publicNav } from "./public-menu";

/**
 * The header's account area. The server renders public pages only for requests without a session
 * (apps/api/src/modules/hub), so its markup is the visitor's; in the app a signed-in person gets
 * the way back to their home instead. From a group's invitation both come back to it. While the session is being checked the visitor's links keep
 * their place unseen, so nothing moves and a member never sees 'Sign In' flash.
 */
function AccountLinks() {
  const t = useT();
  const me = useMe();
  const location = useLocation();
  const back = returnAfterSignIn(location.pathname + location.search);
  if (me.data) {
    return (
      <div className="ml-auto flex items-center md:ml-0">
        <Button asChild size="sm" className="px-2.5 sm:px-3">
          <Link to={homePathFor(me.data)}>
            <LayoutDashboard aria-hidden />
            {me.data.role === "admin" ? t("admin") : t("dashboard")}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className={clsx("ml-auto flex items-center gap-1 sm:gap-2 md:ml-0", me.isPending && "invisible")}>
      <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3">
        <Link to={back ? `${paths.auth.login}?next=${encodeURIComponent(back)}` : paths.auth.login}>{t("signIn")}</Link>
      </Button>
      <Button asChild size="sm" className="px-2.5 sm:px-3">
        <Link to={back ? `${paths.auth.register}?next=${encodeURIComponent(back)}` : paths.auth.register}>{t("signUp")}</Link>
      </Button>
    </div>
  );
}

function PublicHeader() {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Brand />
        <nav aria-label={t("navMain")} className="hidden items-center gap-1 md:flex">
          {publicNav.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === paths.home} className={navClasses}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <AccountLinks />
        <Island name="menu" component={PublicMenu} props={{}} />
      </div>
    </header>
  );
}

const footerLinks: { label: LayoutMessage; to: string }[] = [
  { label: "navAbout", to: paths.about },
  { label: "navFeatures", to: paths.features },
  { label: "navFaq", to: paths.faq },
  { label: "navPrivacy", to: paths.privacy },
  { label: "navTerms", to: paths.terms },
  { label: "navContact", to: paths.contact },
  { label: "navLeaderboard", to: paths.publicLeaderboard },
  { label: "navBibleHub", to: paths.hub },
];

const footerLinkClasses = "rounded-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600";

function PublicFooter() {
  const t = useT();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-sm flex-col gap-3">
          <Brand />
          <p className="text-sm text-slate-600">{t("tagline")}</p>
        </div>
        {/* Pages of their own, not anchors of the landing page: a member (whom / sends to the dashboard) reaches them too. */}
        <nav aria-label={t("navFooter")} className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm sm:grid-cols-4">
          {footerLinks.map((link) => (
            <Link key={link.to} to={link.to} className={footerLinkClasses}>
              {t(link.label)}
            </Link>
          ))}
        </nav>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-t border-slate-100 py-5 text-center text-xs text-slate-500">
        <span>{t("copyright", { year: new Date().getFullYear() })}</span>
        <LanguageSwitcher className="rounded-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600" />
      </div>
    </footer>
  );
}

/** Frame of the public pages: header with Sign In / Sign Up (or the way back to a member's home), the page, and the footer (also rendered on the server for book pages). */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PublicHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

export function PublicLayout() {
  return (
    <PublicFrame>
      <Suspense fallback={<DelayedSpinner />}>
        <Outlet />
      </Suspense>
    </PublicFrame>
  );
}
