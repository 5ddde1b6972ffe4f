import { useQueryClient } from "@tanstack/react-query";
import { LockKeyhole } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { PACK_MAX_BYTES, PackNameSchema, type PackImportResult } from "@berean/domain";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { fieldAria, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { isApiError } from "../../../lib/api";
import { importQuestionPack } from "../api/question-packs";
import { useT } from "../messages";

/** A file's name as a pack's: 'Spring 2027.json' → 'spring-2027'. */
const nameOf = (file: string) =>
  file
    .replace(/\.json$/i, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);

/**
 * Importing a sealed pack (docs/architecture.md §4 'Sealed and open'): the supply of the Saturday
 * event and of competitions, questions nobody outside the administrators has seen. The server checks
 * the whole file before it writes a row; nothing of it is ever shown until an event or a
 * competition draws it and then reveals it.
 */
export function SealedPackImport() {
  const t = useT();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PackImportResult | null>(null);

  const choose = (chosen: File | undefined) => {
    setResult(null);
    setErrors({});
    setFile(chosen ?? null);
    if (chosen && !name) setName(nameOf(chosen.name));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const named = PackNameSchema.safeParse(name);
    const found: typeof errors = {};
    if (!named.success) found.name = named.error.issues[0]!.message;
    if (!file) found.file = t("packChooseFile");
    else if (file.size > PACK_MAX_BYTES) found.file = t("packTooLarge");
    setErrors(found);
    if (found.name || found.file || !file) return;
    let questions: unknown;
    try {
      questions = JSON.parse(await file.text());
    } catch {
      setErrors({ file: t("packNotJson") });
      return;
    }
    if (!Array.isArray(questions)) {
      setErrors({ file: t("packNotArray") });
      return;
    }
    setBusy(true);
    try {
      const done = await importQuestionPack(name, questions);
      setResult(done);
      setFile(null);
      setName("");
      if (input.current) input.current.value = "";
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      setErrors({ name: fields?.name, file: fields?.file ?? (fields?.name ? undefined : (error as Error).message) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="mt-8 flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <LockKeyhole className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden />
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold text-slate-900">{t("packTitle")}</h2>
          <p className="text-sm text-slate-600">{t("packIntro")}</p>
        </div>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <FormField id="pack-file" label={t("packFile")} error={errors.file}>
          <input
            ref={input}
            type="file"
            accept=".json,application/json"
            onChange={(e) => choose(e.target.files?.[0])}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
            {...fieldAria("pack-file", errors.file)}
          />
        </FormField>
        <FormField id="pack-name" label={t("packName")} error={errors.name} hint={t("packNameHint")}>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} {...fieldAria("pack-name", errors.name, true)} />
        </FormField>
        <Button type="submit" disabled={busy} className="sm:mt-6">
          {busy ? t("importing") : t("importPack")}
        </Button>
      </form>
      {result ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {t("packImported", { pack: result.pack, added: result.added, updated: result.updated })}
          {result.skipped.length
            ? ` ${t("packSkipped", { count: result.skipped.length, ids: `${result.skipped.slice(0, 10).join(", ")}${result.skipped.length > 10 ? ", …" : ""}` })}`
            : ""}
        </p>
      ) : null}
    </Card>
  );
}
