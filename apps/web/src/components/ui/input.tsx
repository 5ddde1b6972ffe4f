import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const inputClasses =
  "block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm " +
  "placeholder:text-slate-400 transition-colors " +
  "focus:border-indigo-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-500/30 " +
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 " +
  "aria-invalid:border-red-500 aria-invalid:focus:outline-red-500/30";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
