import { clsx } from "clsx";
import { Menu } from "lucide-react";
import { NavLink } from "react-router";
import { Brand } from "../../components/brand";
import { LightDialog } from "../../components/light-dialog";
import { paths } from "../../config/paths";
import { useT, type LayoutMessage } from "./messages";

/** The header's links; each label is a message of app/layout (drawn with its useT). */
export const publicNav: { label: LayoutMessage; to: string }[] = [
  { label: "navHome", to: paths.home },
  { label: "navBibleHub", to: paths.hub },
  { label: "navLeaderboard", to: paths.publicLeaderboard },
];

export function navClasses({ isActive }: { isActive: boolean }) {
  return clsx(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
    isActive ? "text-indigo-700" : "text-slate-600 hover:text-slate-900",
  );
}

/** The small-screen menu: a button that opens the main navigation as a sheet from the top. */
export function PublicMenu() {
  const t = useT();
  return (
    <LightDialog
      trigger={
        <>
          <Menu className="size-5" aria-hidden />
          <span className="sr-only">{t("openMenu")}</span>
        </>
      }
      triggerClassName="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden"
      title={t("menu")}
      titleClassName="sr-only"
      description={t("siteNavigation")}
      descriptionClassName="sr-only"
      panelClassName="top-0 bottom-auto m-0 flex w-full max-w-full flex-col gap-4 rounded-b-2xl bg-white p-4 shadow-xl backdrop:bg-slate-900/40 focus:outline-none open:flex"
      closeLabel={t("closeMenu")}
    >
      {(close) => (
        <>
          <div className="flex h-9 items-center">
            <Brand />
          </div>
          <nav aria-label={t("navMain")} className="flex flex-col">
            {publicNav.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.to === paths.home} onClick={close} className={navClasses}>
                {t(item.label)}
              </NavLink>
            ))}
          </nav>
        </>
      )}
    </LightDialog>
  );
}
