import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { Card } from "./ui/card";
import { Input } from "./ui/input";

export interface Column {
  label: ReactNode;
  align?: "right";
}

/**
 * The admin's tables: a card that scrolls sideways on a phone, a header row of column labels and
 * a body of rows; `footer` (a pager) sits under the scrolling part. `className` sets the table's
 * minimum width (a Tailwind class written out, e.g. "min-w-[48rem]").
 */
export function DataTable({ columns, className, footer, children }: { columns: Column[]; className: string; footer?: ReactNode; children: ReactNode }) {
  return (
    <Card className="min-w-0 overflow-hidden">
      <div className="overflow-x-auto">
        <table className={cn("w-full text-left text-sm", className)}>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              {columns.map((column, i) => (
                <th key={i} scope="col" className={cn("px-4 py-3", column.align === "right" && "text-right")}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </div>
      {footer}
    </Card>
  );
}

/** A table's search field with its magnifier; `label` is its accessible name. */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (text: string) => void }) {
  return (
    <div className="relative w-full max-w-sm">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <Input type="search" aria-label={label} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} className="pl-9" />
    </div>
  );
}
