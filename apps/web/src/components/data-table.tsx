import {
  flexRender,
  type Column,
  type Table,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, Search } from "lucide-react";
import { Fragment, useState, useSyncExternalStore, type ReactNode } from "react";
import { cn } from "../lib/cn";
import { useT } from "./messages";
import { Pager, type PagerProps } from "./pager";
import { Card } from "./ui/card";
import { Input, inputClasses } from "./ui/input";

declare module "@tanstack/react-table" {
  // Both parameters are required by the declaration merge, even if unused here.
  // oxlint-disable-next-line no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Numbers line up on the right, header and cells alike. */
    align?: "right";
    /** Classes of the column's cells (width, wrapping). */
    cellClassName?: string;
  }
}

export type { ColumnDef, SortingState };

/** One sort at a time, the way the admin APIs take it (`sort` and `order`). */
export interface TableSort {
  id: string;
  desc: boolean;
}

export interface DataTableProps<T> {
  data: T[];
  columns: ColumnDef<T, unknown>[];
  /** A stable key per row (its id; the index where rows have none). */
  rowId: (row: T, index: number) => string;
  /** The table's minimum width, a Tailwind class written out (e.g. "min-w-[48rem]"); narrower than md the rows are cards instead. */
  minWidth: string;
  /**
   * Sorting done by the server: the current sort and what to ask for when a header is pressed.
   * Left out, the table sorts the rows it has itself (columns with `enableSorting: false` never sort).
   */
  sort?: { value: TableSort; onChange: (next: TableSort) => void };
  /** The first sort when the table sorts its own rows. */
  initialSort?: TableSort;
  /** The server's paging: the pager under the table. */
  paging?: PagerProps;
  /** The buttons at the end of each row (an 'Actions' column). */
  rowActions?: (row: T) => ReactNode;
  /** A caption for screen readers; the page's heading usually says it already. */
  caption?: string;
  /** Marks a row out (e.g. a refused upload line). */
  rowClassName?: (row: T) => string | undefined;
  /** False where the page has its own sort controls: the cards of a phone then show no 'Sort by' of their own. */
  cardSort?: boolean;
}

/** Wide enough for a table: Tailwind's md. Narrower, each row is a card (nothing hides behind a sideways scroll). */
const WIDE = "(min-width: 768px)";

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isWide = () => window.matchMedia(WIDE).matches;

const ACTIONS = "actions";
/** The actions column stays at the right edge when a wide table still scrolls, so no action is ever cut off. */
const STICKY_ACTIONS = "sticky right-0 bg-inherit shadow-[inset_1px_0_0_var(--color-slate-200)]";

/**
 * The app's tables, on TanStack Table: sortable headers (a button in each, with aria-sort),
 * sorting by the server or in the browser, server-side paging with the pager under the table, row
 * actions at the end of each row (held in view at the right edge). On a phone each row is a card
 * of 'Header: value' pairs with its actions as full-width buttons, and a 'Sort by' choice.
 */
export function DataTable<T>({
  data,
  columns,
  rowId,
  minWidth,
  sort,
  initialSort,
  paging,
  rowActions,
  caption,
  rowClassName,
  cardSort = true,
}: DataTableProps<T>) {
  const t = useT();
  const [localSorting, setLocalSorting] = useState<SortingState>(initialSort ? [initialSort] : []);
  const wide = useSyncExternalStore(subscribeToWidth, isWide, () => true);
  const sorting: SortingState = sort ? [sort.value] : localSorting;
  const allColumns: ColumnDef<T, unknown>[] = rowActions
    ? [
        ...columns,
        {
          id: ACTIONS,
          header: t("actions"),
          enableSorting: false,
          meta: { align: "right" },
          cell: ({ row }) => <div className="flex justify-end gap-0.5 [&>button]:px-2.5">{rowActions(row.original)}</div>,
        },
      ]
    : columns;
  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId: (row, index) => rowId(row, index),
    state: { sorting },
    manualSorting: sort !== undefined,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      if (sort) {
        if (next[0]) sort.onChange({ id: next[0].id, desc: next[0].desc });
      } else setLocalSorting(next);
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: sort ? undefined : getSortedRowModel(),
  });

  if (!wide) {
    return (
      <Card className="min-w-0 overflow-hidden">
        <RowCards table={table} caption={caption} rowActions={rowActions} rowClassName={rowClassName} sortChoice={cardSort} />
        {paging ? <Pager {...paging} /> : null}
      </Card>
    );
  }

  return (
    <Card className="min-w-0 overflow-hidden">
      <div className="overflow-x-auto">
        <table className={cn("w-full text-left text-sm", minWidth)}>
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="bg-slate-50">
                {group.headers.map((header) => {
                  const right = header.column.columnDef.meta?.align === "right";
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  const canSort = header.column.getCanSort();
                  const direction = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={canSort ? (direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none") : undefined}
                      className={cn("px-3 py-3 whitespace-nowrap first:pl-4 last:pr-4", right && "text-right", header.column.id === ACTIONS && STICKY_ACTIONS)}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(
                            "inline-flex items-center gap-1 font-semibold tracking-wide uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600",
                            direction && "text-slate-900",
                          )}
                        >
                          {label}
                          {direction === "asc" ? (
                            <ArrowUp className="size-3.5" aria-hidden />
                          ) : direction === "desc" ? (
                            <ArrowDown className="size-3.5" aria-hidden />
                          ) : (
                            <ArrowUpDown className="size-3.5 text-slate-400" aria-hidden />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={cn("bg-white hover:bg-slate-50", rowClassName?.(row.original))}>
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={cn(
                        "px-3 py-2.5 first:pl-4 last:pr-4",
                        meta?.align === "right" && "text-right tabular-nums",
                        meta?.cellClassName,
                        cell.column.id === ACTIONS && STICKY_ACTIONS,
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paging ? <Pager {...paging} /> : null}
    </Card>
  );
}

/** The header's text, for a card's labels and the sort choice on a phone. */
function headerText<T>(column: Column<T, unknown>): string {
  const header = column.columnDef.header;
  return typeof header === "string" ? header : column.id;
}

/** Narrower than md: one card per row, 'Header: value' pairs, the actions as full-width buttons. */
function RowCards<T>({
  table,
  caption,
  rowActions,
  rowClassName,
  sortChoice,
}: {
  table: Table<T>;
  caption?: string;
  rowActions?: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
  sortChoice: boolean;
}) {
  const t = useT();
  const sortable = sortChoice ? table.getAllLeafColumns().filter((column) => column.getCanSort()) : [];
  const current = table.getState().sorting[0];
  return (
    <>
      {sortable.length > 0 ? (
        <label className="flex items-center gap-2 border-b border-slate-100 bg-slate-50 px-4 py-2.5 text-sm text-slate-600">
          {t("sortBy")}
          <select
            value={current ? `${current.id}:${current.desc ? "desc" : "asc"}` : ""}
            onChange={(e) => {
              const [id, order] = e.target.value.split(":");
              table.setSorting([{ id: id!, desc: order === "desc" }]);
            }}
            className={cn(inputClasses, "h-9 w-auto min-w-0 flex-1")}
          >
            {/* A first order by no shown column (e.g. the newest members first) is the table's own. */}
            {current && sortable.some((column) => column.id === current.id) ? null : (
              <option value={current ? `${current.id}:${current.desc ? "desc" : "asc"}` : ""}>{t("defaultOrder")}</option>
            )}
            {sortable.map((column) => (
              <Fragment key={column.id}>
                <option value={`${column.id}:asc`}>{t("sortAscending", { column: headerText(column) })}</option>
                <option value={`${column.id}:desc`}>{t("sortDescending", { column: headerText(column) })}</option>
              </Fragment>
            ))}
          </select>
        </label>
      ) : null}
      <ul aria-label={caption} className="divide-y divide-slate-100">
        {table.getRowModel().rows.map((row) => {
          const actions = rowActions?.(row.original);
          return (
            <li key={row.id} className={cn("flex flex-col gap-3 p-4", rowClassName?.(row.original))}>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                {row
                  .getVisibleCells()
                  .filter((cell) => cell.column.id !== ACTIONS)
                  .map((cell) => (
                    <Fragment key={cell.id}>
                      <dt className="pt-0.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">{headerText(cell.column)}</dt>
                      <dd className="min-w-0 [overflow-wrap:anywhere] text-slate-800">{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                    </Fragment>
                  ))}
              </dl>
              {actions ? (
                <div className="flex flex-wrap gap-2 [&>button]:flex-1 [&>button]:ring-1 [&>button]:ring-slate-300 [&>button]:ring-inset [&>a]:flex-1">
                  {actions}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
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
