import type { ReactNode } from "react";
import { useServerText } from "../../i18n";
import { Label } from "./label";

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra content on the label's row, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
  children: ReactNode;
}

/** A label, its control and the control's error message, bound by ids. */
export function FormField({ id, label, error, hint, labelAside, children }: FormFieldProps) {
  // A validation message of the shared rules (packages/domain) is written in English: said in the page's language.
  const said = useServerText();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {said(error)}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes that tie a control to its FormField messages. */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  const describedBy = error ? `${id}-error` : hasHint ? `${id}-hint` : undefined;
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
}
