import { Dialog as DialogPrimitive } from "radix-ui";
import { LogOut, Menu, X, type LucideIcon } from "lucide-react";
import { Suspense, useState, type ReactNode } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { Brand } from "../../components/brand";
import { DelayedSpinner } from "../../components/page-states";
import { cn } from "../../lib/cn";
import { useSignOut } from "../../lib/sign-out";
import { useT } from "./messages";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only exact matches count as active (for index routes such as /dashboard). */
  end?: boolean;
  /** Paths under which the item is active too (a section of several pages, e.g. Study). */
  match?: string[];
  /** What waits there (held results, unanswered messages): a badge after the label, its meaning said to screen readers. */
  count?: { value: number; label: string };
}

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

export interface SidebarShellProps {
  /** Accessible name of the navigation landmark. */
  navLabel: string;
  items: NavItem[];
  /** Items under a divider, e.g. 'Public Site'. */
  secondaryItems?: NavItem[];
  signOutLabel: string;
  /** Who is signed in, shown at the bottom of the sidebar. */
  account: ReactNode;
  /** A small tag next to the brand, e.g. 'Admin'. */
  tag?: ReactNode;
}

const itemClass = (active: boolean) =>
  cn(
    "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
    active ? "bg-indigo-50 text-indigo-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
  );

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ label, to, icon: Icon, end, match, count }) => {
        const content = (
          <>
            <Icon className="size-4 shrink-0" aria-hidden />
            {label}
            {count && count.value > 0 ? (
              <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 tabular-nums">
                {count.value}
                <span className="sr-only">{` ${count.label}`}</span>
              </span>
            ) : null}
          </>
        );
        // A section's item is current on each of its pages, which NavLink (its own path only) cannot tell.
        const inSection = match?.some((path) => isUnder(pathname, path)) ?? false;
        return (
          <li key={to}>
            {match ? (
              <Link to={to} onClick={onNavigate} aria-current={inSection ? "page" : undefined} className={itemClass(inSection)}>
                {content}
              </Link>
            ) : (
              <NavLink to={to} end={end} onClick={onNavigate} className={({ isActive }) => itemClass(isActive)}>
                {content}
              </NavLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function SidebarBody({ navLabel, items, secondaryItems, signOutLabel, account, onNavigate }: SidebarShellProps & { onNavigate?: () => void }) {
  const t = useT();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <div className="flex h-full flex-col gap-6">
      <nav aria-label={navLabel} className="flex flex-1 flex-col gap-4 overflow-y-auto">
        <NavList items={items} onNavigate={onNavigate} />
        {secondaryItems && secondaryItems.length > 0 ? (
          <>
            <hr className="border-slate-200" />
            <NavList items={secondaryItems} onNavigate={onNavigate} />
          </>
        ) : null}
      </nav>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
        {account}
        <button
          type="button"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut().finally(() => setSigningOut(false));
          }}
          className={cn(
            "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors",
            "hover:bg-red-50 hover:text-red-700 disabled:opacity-60",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
          )}
        >
          <LogOut className="size-4" aria-hidden />
          {signingOut ? t("signingOut") : signOutLabel}
        </button>
      </div>
    </div>
  );
}

/** The signed-in app frame: a fixed sidebar on large screens, a menu sheet on phones. */
export function SidebarShell(props: SidebarShellProps) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-slate-50">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col gap-6 border-r border-slate-200 bg-white px-4 py-5 lg:flex">
        <div className="flex items-center gap-2 px-2">
          <Brand />
          {props.tag}
        </div>
        <SidebarBody {...props} />
      </aside>

      <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:hidden">
          <div className="flex items-center gap-2">
            <Brand />
            {props.tag}
          </div>
          <DialogPrimitive.Trigger className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
            <Menu className="size-5" aria-hidden />
            <span className="sr-only">{t("openMenu")}</span>
          </DialogPrimitive.Trigger>
        </header>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden data-[state=open]:animate-[fade-in_150ms_ease-out]" />
          <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 bg-white px-4 py-5 shadow-xl focus:outline-none lg:hidden">
            <div className="flex items-center justify-between px-2">
              <DialogPrimitive.Title className="sr-only">{t("menu")}</DialogPrimitive.Title>
              <DialogPrimitive.Description className="sr-only">{t("mainNavigation")}</DialogPrimitive.Description>
              <div className="flex items-center gap-2">
                <Brand />
                {props.tag}
              </div>
              <DialogPrimitive.Close className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
                <X className="size-5" aria-hidden />
                <span className="sr-only">{t("closeMenu")}</span>
              </DialogPrimitive.Close>
            </div>
            <SidebarBody {...props} onNavigate={() => setMenuOpen(false)} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>

      <main id="main" className="lg:pl-64">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          <Suspense fallback={<DelayedSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
