import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const variants = {
  primary: "bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 active:bg-indigo-700 disabled:bg-indigo-400",
  secondary: "bg-white text-slate-900 ring-1 ring-inset ring-slate-300 shadow-sm hover:bg-slate-50 disabled:text-slate-400",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  link: "text-indigo-600 underline-offset-4 hover:underline hover:text-indigo-500 px-0 py-0 h-auto",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-500 disabled:bg-red-400",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonVariant = keyof typeof variants;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
}

export function buttonClasses(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
    "disabled:cursor-not-allowed [&_svg]:size-4 [&_svg]:shrink-0",
    variant === "link" ? "" : sizes[size],
    variants[variant],
  );
}

export function Button({ variant = "primary", size = "md", asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component type={asChild ? undefined : (type ?? "button")} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
