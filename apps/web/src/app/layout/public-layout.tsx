import { Suspense, type ReactNode } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { Brand } from "../../components/brand";
import { DelayedSpinner } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { Island } from "../../islands/island";
import { navClasses, PublicMenu, publicNav } from "./public-menu";

function PublicHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Brand />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {publicNav.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === paths.home} className={navClasses}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 md:ml-0">
          <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3">
            <Link to={paths.auth.login}>Sign In</Link>
          </Button>
          <Button asChild size="sm" className="px-2.5 sm:px-3">
            <Link to={paths.auth.register}>Sign Up</Link>
          </Button>
        </div>
        <Island name="menu" component={PublicMenu} props={{}} />
      </div>
    </header>
  );
}

const footerLinks = [
  { label: "About", hash: "#about" },
  { label: "Features", hash: "#features" },
  { label: "FAQ", hash: "#faq" },
  { label: "Privacy", hash: "#privacy" },
  { label: "Terms", hash: "#terms" },
];

function PublicFooter() {
  // The anchors are sections of the landing page; elsewhere they lead back to it.
  const onLanding = useLocation().pathname === paths.home;
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-sm flex-col gap-3">
          <Brand />
          <p className="text-sm text-slate-600">
            Timed Bible quizzes for all ages. Every answer cites the verse it comes from.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm sm:grid-cols-3">
          {footerLinks.map((link) => (
            <a key={link.hash} href={onLanding ? link.hash : `${paths.home}${link.hash}`} className="rounded-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
              {link.label}
            </a>
          ))}
          <Link to={paths.publicLeaderboard} className="rounded-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
            Leaderboard
          </Link>
          <Link to={paths.hub} className="rounded-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
            Bible Hub
          </Link>
        </nav>
      </div>
      <div className="border-t border-slate-100 py-5 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Berean. Scripture quotations from the King James Version.
      </div>
    </footer>
  );
}

/** Frame of the public pages: header with Sign In / Sign Up, the page, and the footer (also rendered on the server for book pages). */
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
