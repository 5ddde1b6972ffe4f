import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { CircleAlert, CircleCheck, TriangleAlert } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useT } from "../messages";
import { buttonClasses } from "./button";
import { overlayClasses, panelClasses } from "./dialog";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogAction = AlertDialogPrimitive.Action;
export const AlertDialogCancel = AlertDialogPrimitive.Cancel;

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClasses} />
      <AlertDialogPrimitive.Content className={cn(panelClasses, className)} {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogTitle = AlertDialogPrimitive.Title;
export const AlertDialogDescription = AlertDialogPrimitive.Description;

const tones = {
  error: { icon: CircleAlert, ring: "bg-red-50 text-red-600" },
  warning: { icon: TriangleAlert, ring: "bg-amber-50 text-amber-600" },
  success: { icon: CircleCheck, ring: "bg-emerald-50 text-emerald-600" },
} as const;

export interface MessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tone?: keyof typeof tones;
  title: string;
  description: ReactNode;
  /** Label of the single acknowledging button ("OK" when left out, in the page's language). */
  actionLabel?: string;
  onAction?: () => void;
  /** Optional extra content (e.g. a secondary link) under the description. */
  children?: ReactNode;
}

/** An alert dialog that tells the user one thing and has one button. */
export function MessageDialog({ open, onOpenChange, tone = "error", title, description, actionLabel, onAction, children }: MessageDialogProps) {
  const t = useT();
  const { icon: Icon, ring } = tones[tone];
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <div className="flex gap-4">
          <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-full", ring)}>
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="flex flex-col gap-2 pt-1.5">
            <AlertDialogTitle className="text-lg font-semibold text-slate-900">{title}</AlertDialogTitle>
            <AlertDialogDescription className="text-sm text-slate-600">{description}</AlertDialogDescription>
            {children}
          </div>
        </div>
        <div className="mt-6 flex justify-end">
          <AlertDialogAction className={buttonClasses("primary", "md")} onClick={onAction}>
            {actionLabel ?? t("ok")}
          </AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
