import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Download, FileUp, XCircle } from "lucide-react";
import Papa from "papaparse";
import { useMemo, useRef, useState, type DragEvent } from "react";
import { toast } from "sonner";
import { checkUploadRows, UPLOAD_MAX_BYTES, UPLOAD_TEMPLATE, type QuestionUploadResult, type UploadRowResult } from "@berean/domain";
import { DataTable, type ColumnDef } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useT, type AdminT } from "../messages";
import { SealedPackImport } from "./sealed-pack-import";

const PREVIEW_ROWS = 10;
const previewTitle = (t: AdminT, rows: number) => t("previewTitle", { count: Math.min(PREVIEW_ROWS, rows) });

interface Chosen {
  name: string;
  text: string;
  rows: UploadRowResult[];
}

/** The file's own order: a line number is how the admin finds a row in the spreadsheet. */
const previewColumns = (t: AdminT): ColumnDef<UploadRowResult, unknown>[] => [
  { id: "line", header: t("colLine"), accessorKey: "line", meta: { cellClassName: "tabular-nums" } },
  {
    id: "question",
    header: t("colQuestion"),
    enableSorting: false,
    cell: ({ row }) => row.original.cells[0] ?? "",
    meta: { cellClassName: "max-w-md truncate" },
  },
  {
    id: "answer",
    header: t("colAnswer"),
    enableSorting: false,
    cell: ({ row: { original: r } }) => (r.question ? r.question.options[r.question.correctIndex] : "—"),
  },
  {
    id: "check",
    header: t("colCheck"),
    enableSorting: false,
    cell: ({ row: { original: r } }) =>
      r.errors.length ? (
        <span className="flex items-start gap-1.5 text-red-700">
          <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {r.errors.join("; ")}
        </span>
      ) : (
        <span className="flex items-center gap-1.5 text-emerald-700">
          <CheckCircle2 className="size-4" aria-hidden />
          {t("valid")}
        </span>
      ),
  },
];

/** Sends the file as JSON with XMLHttpRequest, which reports upload progress (fetch does not). */
function send(body: string, onProgress: (fraction: number) => void): Promise<QuestionUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/questions/upload");
    xhr.setRequestHeader("content-type", "application/json");
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      let parsed: { error?: { message?: string } } & Partial<QuestionUploadResult> = {};
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the message below
      }
      if (xhr.status === 200) resolve(parsed as QuestionUploadResult);
      else reject(new Error(xhr.status < 500 && parsed.error?.message ? parsed.error.message : GENERIC_ERROR_MESSAGE));
    });
    xhr.addEventListener("error", () => reject(new Error(NETWORK_ERROR_MESSAGE)));
    xhr.send(body);
  });
}

/** /admin/upload: a CSV of questions, previewed with each row's errors, then added in one go (docs/product.md part 2 §2 'Admin bulk upload'). */
export function AdminUploadPage() {
  const t = useT();
  const columns = useMemo(() => previewColumns(t), [t]);
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<QuestionUploadResult | null>(null);

  const choose = async (file: File | undefined) => {
    setResult(null);
    if (!file) return;
    if (!/\.csv$/i.test(file.name) && file.type !== "text/csv") {
      toast.error(t("invalidFileType"), { description: t("csvOnly") });
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      toast.error(t("fileTooLarge"), { description: t("fileOver10") });
      return;
    }
    const text = await file.text();
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
    setChosen({ name: file.name, text, rows: checkUploadRows(parsed.data) });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  const downloadTemplate = () => {
    const url = URL.createObjectURL(new Blob([UPLOAD_TEMPLATE], { type: "text/csv" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: "berean-questions-template.csv" });
    link.click();
    URL.revokeObjectURL(url);
  };

  const valid = chosen?.rows.filter((r) => r.question).length ?? 0;
  const invalid = (chosen?.rows.length ?? 0) - valid;

  const upload = async () => {
    if (!chosen) return;
    if (valid === 0) {
      toast.error(t("noValidQuestions"), { description: t("fixErrors") });
      return;
    }
    setProgress(0);
    try {
      const done = await send(JSON.stringify({ filename: chosen.name, csv: chosen.text }), setProgress);
      setResult(done);
      setChosen(null);
      if (input.current) input.current.value = "";
      toast.success(t("uploadSuccessful"), {
        description: t("addedToDatabase", { count: done.added }),
      });
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    } catch (error) {
      toast.error(t("uploadFailed"), { description: (error as Error).message });
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t("uploadTitle")}
        description={t("uploadDescription")}
        actions={
          <Button variant="secondary" onClick={downloadTemplate}>
            <Download aria-hidden />
            {t("downloadTemplate")}
          </Button>
        }
      />
      <Card className="mb-6 p-5">
        <label
          htmlFor="csv-file"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            "flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition",
            dragging ? "border-indigo-500 bg-indigo-50" : "border-slate-300 hover:border-indigo-400 hover:bg-slate-50",
          )}
        >
          <FileUp className="size-8 text-indigo-500" aria-hidden />
          <span className="font-medium text-slate-900">{t("dropCsv")}</span>
          <span className="text-sm text-slate-500">{t("dropCsvHint")}</span>
          <input
            ref={input}
            id="csv-file"
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label={t("csvFile")}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
      </Card>

      {chosen ? (
        <Card className="mb-6 flex flex-col gap-4 p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 className="font-semibold text-slate-900">{chosen.name}</h2>
              <p role="status" className="text-sm text-slate-600">
                {t("validRows", { valid, invalid })}
              </p>
            </div>
            <Button onClick={() => void upload()} disabled={progress !== null}>
              {progress !== null ? t("uploading") : t("uploadCount", { count: valid })}
            </Button>
          </div>
          {progress !== null ? (
            <div
              role="progressbar"
              aria-label={t("uploadProgress")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2 overflow-hidden rounded-full bg-slate-100"
            >
              <div className="h-full rounded-full bg-indigo-600 transition-all" style={{ width: `${Math.max(5, progress * 100)}%` }} />
            </div>
          ) : null}
          <p className="text-xs text-slate-500">{previewTitle(t, chosen.rows.length)}</p>
          <DataTable
            data={chosen.rows.slice(0, PREVIEW_ROWS)}
            columns={columns}
            rowId={(row) => String(row.line)}
            minWidth="min-w-[40rem]"
            caption={previewTitle(t, chosen.rows.length)}
            rowClassName={(row) => (row.errors.length ? "bg-red-50/60" : undefined)}
          />
        </Card>
      ) : null}

      {result ? (
        <Card role="status" className="flex flex-col gap-2 border-emerald-200 bg-emerald-50 p-5 text-sm text-emerald-900">
          <p className="font-semibold">{t("uploadDone", { count: result.added })}</p>
          {result.rejected.length ? <p>{t("rowsLeftOut", { count: result.rejected.length, lines: result.rejected.map((r) => r.line).join(", ") })}</p> : null}
        </Card>
      ) : null}

      <SealedPackImport />
    </>
  );
}
