import { X } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useT } from "./messages";

/**
 * A modal dialog on the browser's own <dialog> element, for the islands of the public pages
 * (src/islands), which stay light without Radix: showModal() keeps focus inside, makes the page
 * behind inert and closes on Escape; a click on the backdrop closes too. The app's screens use
 * components/ui/dialog.tsx.
 *
 * A closed dialog is never drawn, whatever classes it is given: a utility that sets `display`
 * (`flex`, `open:flex`) would otherwise beat the browser's `dialog:not([open]) { display: none }`
 * and leave an invisible-looking panel over the page that swallows clicks. The inline style wins
 * over any class.
 */
export function LightDialog({
  trigger,
  triggerClassName,
  title,
  titleClassName = "text-lg font-semibold text-slate-900",
  description,
  descriptionClassName = "text-sm text-slate-600",
  panelClassName,
  closeLabel,
  children,
}: {
  /** The contents of the button that opens the dialog. */
  trigger: ReactNode;
  triggerClassName?: string;
  title: string;
  titleClassName?: string;
  description: string;
  descriptionClassName?: string;
  panelClassName: string;
  closeLabel?: string;
  /** The dialog's body; `close` shuts it (a link that stays on the page, say). */
  children: (close: () => void) => ReactNode;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();

  // Before paint: the panel is never drawn in the page's flow between the render and showModal().
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => setOpen(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-expanded={open} className={triggerClassName} onClick={() => setOpen(true)}>
        {trigger}
      </button>
      <dialog
        ref={ref}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className={panelClassName}
        style={open ? undefined : { display: "none" }}
        onClose={close}
        // A click on the backdrop lands on the <dialog> itself, not on its contents.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {open ? (
          <>
            <h2 id={`${id}-title`} className={titleClassName}>
              {title}
            </h2>
            <p id={`${id}-description`} className={descriptionClassName}>
              {description}
            </p>
            {children(close)}
            <button
              type="button"
              onClick={close}
              className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X className="size-5" aria-hidden />
              <span className="sr-only">{closeLabel ?? t("close")}</span>
            </button>
          </>
        ) : null}
      </dialog>
    </>
  );
}
