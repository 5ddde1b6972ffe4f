import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Download, FileUp, XCircle } from "lucide-react";
import Papa from "papaparse";
import { useRef, useState, type DragEvent } from "react";
import { toast } from "sonner";
import { checkUploadRows, UPLOAD_MAX_BYTES, UPLOAD_TEMPLATE, type QuestionUploadResult, type UploadRowResult } from "@berean/domain";
import { DataTable, type ColumnDef } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { plural } from "../../../lib/format";
import { SealedPackImport } from "./sealed-pack-import";

const PREVIEW_ROWS = 10;
const previewTitle = (rows: number) =>
  Math.min(PREVIEW_ROWS, rows) === 1 ? "Preview of the first row" : `Preview of the first ${Math.min(PREVIEW_ROWS, rows)} rows`;

interface Chosen {
  name: string;
  text: string;
  rows: UploadRowResult[];
}

/** The file's own order: a line number is how the admin finds a row in the spreadsheet. */
const previewColumns: ColumnDef<UploadRowResult, unknown>[] = [
  { id: "line", header: "Line", accessorKey: "line", meta: { cellClassName: "tabular-nums" } },
  { id: "question", header: "Question", enableSorting: false, cell: ({ row }) => row.original.cells[0] ?? "", meta: { cellClassName: "max-w-md truncate" } },
  {
    id: "answer",
    header: "Answer",
    enableSorting: false,
    cell: ({ row: { original: r } }) => (r.question ? r.question.options[r.question.correctIndex] : "—"),
  },
  {
    id: "check",
    header: "Check",
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
          Valid
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
      else reject(new Error(xhr.status < 500 && parsed.error?.message ? parsed.error.message : "Something went wrong. Please try again."));
    });
    xhr.addEventListener("error", () => reject(new Error("Could not reach the server. Check your connection and try again.")));
    xhr.send(body);
  });
}

/** /admin/upload: a CSV of questions, previewed with each row's errors, then added in one go (docs/product.md part 2 §2 'Admin bulk upload'). */
export function AdminUploadPage() {
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
      toast.error("Invalid file type", { description: "Please upload a CSV file only." });
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      toast.error("File too large", { description: "The file is larger than 10 MB." });
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
      toast.error("No valid questions", { description: "Please fix the errors before uploading." });
      return;
    }
    setProgress(0);
    try {
      const done = await send(JSON.stringify({ filename: chosen.name, csv: chosen.text }), setProgress);
      setResult(done);
      setChosen(null);
      if (input.current) input.current.value = "";
      toast.success("Upload successful!", {
        description: `${plural(done.added, "question")} ${done.added === 1 ? "has" : "have"} been added to the database.`,
      });
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    } catch (error) {
      toast.error("Upload failed", { description: (error as Error).message });
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Upload Questions"
        description="A CSV with question, optionA, optionB, optionC, optionD and correctIndex (0–3); then, if you like, book, reference, difficulty, topics (separated by ;) and explanation."
        actions={
          <Button variant="secondary" onClick={downloadTemplate}>
            <Download aria-hidden />
            Download Template
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
          <span className="font-medium text-slate-900">Drop a CSV file here, or choose one</span>
          <span className="text-sm text-slate-500">Up to 10 MB. Nothing is added until you press Upload.</span>
          <input
            ref={input}
            id="csv-file"
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label="CSV file"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
      </Card>

      {chosen ? (
        <Card className="mb-6 flex flex-col gap-4 p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 className="font-semibold text-slate-900">{chosen.name}</h2>
              <p role="status" className="text-sm text-slate-600">{`${plural(valid, "valid row")}, ${invalid} with errors (only valid rows are added).`}</p>
            </div>
            <Button onClick={() => void upload()} disabled={progress !== null}>
              {progress !== null ? "Uploading..." : `Upload ${plural(valid, "question")}`}
            </Button>
          </div>
          {progress !== null ? (
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2 overflow-hidden rounded-full bg-slate-100"
            >
              <div className="h-full rounded-full bg-indigo-600 transition-all" style={{ width: `${Math.max(5, progress * 100)}%` }} />
            </div>
          ) : null}
          <p className="text-xs text-slate-500">{previewTitle(chosen.rows.length)}</p>
          <DataTable
            data={chosen.rows.slice(0, PREVIEW_ROWS)}
            columns={previewColumns}
            rowId={(row) => String(row.line)}
            minWidth="min-w-[40rem]"
            caption={previewTitle(chosen.rows.length)}
            rowClassName={(row) => (row.errors.length ? "bg-red-50/60" : undefined)}
          />
        </Card>
      ) : null}

      {result ? (
        <Card role="status" className="flex flex-col gap-2 border-emerald-200 bg-emerald-50 p-5 text-sm text-emerald-900">
          <p className="font-semibold">{`Upload successful! ${plural(result.added, "question")} ${result.added === 1 ? "has" : "have"} been added to the database.`}</p>
          {result.rejected.length ? (
            <p>{`${plural(result.rejected.length, "row")} ${result.rejected.length === 1 ? "was" : "were"} left out: ${result.rejected.length === 1 ? "line" : "lines"} ${result.rejected.map((r) => r.line).join(", ")}.`}</p>
          ) : null}
        </Card>
      ) : null}

      <SealedPackImport />
    </>
  );
}
