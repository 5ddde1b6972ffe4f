import { BookOpenCheck } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../config/paths";
import { clsx } from "clsx";

/** The Berean wordmark, linking home. */
export function Brand({ className, to = paths.home }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={clsx(
        "inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900",
        "focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600",
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-sm">
        <BookOpenCheck className="size-5" aria-hidden />
      </span>
      Berean
    </Link>
  );
}
