import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";
import { useT } from "../messages";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-500">
      <LoaderCircle className={cn("size-5 animate-spin", className)} aria-hidden />
      <span className={label ? "text-sm" : "sr-only"}>{label ?? t("loading")}</span>
    </span>
  );
}
