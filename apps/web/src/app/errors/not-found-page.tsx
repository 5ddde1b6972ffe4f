import { Compass } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Brand } from "../../components/brand";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useT } from "./messages";

/** Any unknown path (docs/product.md part 1 §2 'Other routes'). */
export function NotFoundPage() {
  const t = useT();
  return <ErrorPageFrame code="404" icon={<Compass className="size-7" aria-hidden />} title={t("notFoundTitle")} description={t("notFoundDescription")} />;
}

export function ErrorPageFrame({
  code,
  icon,
  title,
  description,
  children,
}: {
  code: string;
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-indigo-50 via-slate-50 to-slate-50">
      <title>{`${title} · Berean`}</title>
      <header className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6">
        <Brand />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-24">
        <div className="flex max-w-md flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-white text-indigo-600 shadow-sm ring-1 ring-indigo-100">{icon}</span>
          <p className="text-sm font-semibold tracking-widest text-indigo-600">{code}</p>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="text-slate-600">{description}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            {children ?? (
              <Button asChild size="lg">
                <Link to={paths.home}>{t("goBackHome")}</Link>
              </Button>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
