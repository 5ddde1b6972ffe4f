import { CheckCircle2, Play, ShieldCheck, XCircle } from "lucide-react";
import { useState } from "react";
import type { Me } from "@berean/domain";
import { DataTable, type ColumnDef } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { isApiError } from "../../../lib/api";
import { useCurrentUser } from "../../../lib/current-user";
import { policyCalls } from "../api/policy-tester";
import { useT, type AdminKey, type AdminT } from "../messages";

type Table = "profiles" | "attempts" | "quizzes";
type Operation = "select" | "insert" | "update" | "delete";

interface Check {
  table: Table;
  operation: Operation;
  /** What the policy says for this account. */
  expected: "allowed" | "denied";
  /** What the policy says, as a message key. */
  policy: AdminKey;
  /** Runs the real API call; resolves with the HTTP status, or a string when the client refuses by itself. */
  run: (context: Context) => Promise<number | string>;
}

interface Context {
  me: Me;
  draftQuizId: number | null;
  /** The page's messages: a check the client refuses by itself says why in the page's language. */
  t: AdminT;
}

interface Outcome {
  status: number | string;
  actual: "allowed" | "denied" | "refused";
}

async function statusOf(call: () => Promise<unknown>): Promise<number> {
  try {
    await call();
    return 200;
  } catch (error) {
    if (isApiError(error)) return error.status;
    throw error;
  }
}

/** The real API calls, in an order where each quiz step works on the draft the insert made (and the delete removes it). */
const CHECKS: Check[] = [
  { table: "profiles", operation: "select", expected: "allowed", policy: "policyReadOwnProfile", run: () => statusOf(policyCalls.readOwnProfile) },
  { table: "profiles", operation: "insert", expected: "denied", policy: "policyManagedByAuth", run: async ({ t }) => t("policyManagedByAuth") },
  {
    table: "profiles",
    operation: "update",
    expected: "allowed",
    policy: "policyRenameOwnProfile",
    run: ({ me }) => statusOf(() => policyCalls.renameOwnProfile(me.fullName || "Administrator")),
  },
  { table: "profiles", operation: "delete", expected: "denied", policy: "policyManagedByAuth", run: async ({ t }) => t("policyManagedByAuth") },
  {
    table: "attempts",
    operation: "select",
    expected: "allowed",
    policy: "policyListAttempts",
    run: () => statusOf(policyCalls.listAttempts),
  },
  {
    table: "attempts",
    operation: "select",
    expected: "denied",
    policy: "policyOtherResult",
    run: async ({ me, t }) => {
      const list = await policyCalls.listAttempts();
      const other = list.attempts.find((a) => a.userId !== me.id);
      return other ? statusOf(() => policyCalls.readResult(other.id)) : t("policyNoOtherAttempt");
    },
  },
  {
    table: "attempts",
    operation: "insert",
    expected: "denied",
    policy: "policyInsertAttempt",
    run: () => statusOf(policyCalls.insertAttempt),
  },
  {
    table: "attempts",
    operation: "update",
    expected: "denied",
    policy: "policyScoreAttempt",
    run: () => statusOf(policyCalls.scoreAttempt),
  },
  {
    table: "attempts",
    operation: "delete",
    expected: "denied",
    policy: "policyDeleteAttempt",
    run: () => statusOf(policyCalls.deleteAttempt),
  },
  {
    table: "quizzes",
    operation: "select",
    expected: "allowed",
    policy: "policyListQuizzes",
    run: () => statusOf(policyCalls.listQuizzes),
  },
  {
    table: "quizzes",
    operation: "insert",
    expected: "allowed",
    policy: "policyCreateQuiz",
    run: async (context) => {
      try {
        const { id } = await policyCalls.createDraftQuiz();
        context.draftQuizId = id;
        return 200;
      } catch (error) {
        if (isApiError(error)) return error.status;
        throw error;
      }
    },
  },
  {
    table: "quizzes",
    operation: "update",
    expected: "allowed",
    policy: "policyEditQuiz",
    run: ({ draftQuizId, t }) => (draftQuizId === null ? Promise.resolve(t("policySkipped")) : statusOf(() => policyCalls.editDraftQuiz(draftQuizId))),
  },
  {
    table: "quizzes",
    operation: "delete",
    expected: "allowed",
    policy: "policyDeleteQuiz",
    run: ({ draftQuizId, t }) => (draftQuizId === null ? Promise.resolve(t("policySkipped")) : statusOf(() => policyCalls.deleteDraftQuiz(draftQuizId))),
  },
];

function verdict(status: number | string): Outcome["actual"] {
  if (typeof status === "string") return "refused";
  return status < 400 ? "allowed" : "denied";
}

/**
 * The policy tester at /rls-test (docs/product.md part 2 §2): runs the real API operations on
 * profiles, attempts and quizzes as the signed-in account and shows each answer next to what the
 * policy says. Berean has no row-level security: it enforces its policies in the API
 * (docs/architecture.md §1), so these are the checks a row policy would make, made where they live.
 */
export function PolicyTesterPage() {
  const t = useT();
  const me = useCurrentUser();
  const [outcomes, setOutcomes] = useState<Array<Outcome | null>>(() => CHECKS.map(() => null));
  const [running, setRunning] = useState(false);

  const runAll = async () => {
    setRunning(true);
    setOutcomes(CHECKS.map(() => null));
    const context: Context = { me, draftQuizId: null, t };
    for (const [i, check] of CHECKS.entries()) {
      let status: number | string;
      try {
        status = await check.run(context);
      } catch {
        status = t("policyUnreachable");
      }
      setOutcomes((all) => all.map((o, j) => (j === i ? { status, actual: verdict(status) } : o)));
    }
    setRunning(false);
  };

  const done = outcomes.filter(Boolean) as Outcome[];
  const mismatches = done.filter((o, i) => o.actual !== "refused" && o.actual !== CHECKS[i]!.expected).length;

  // The checks run in their order (each quiz step works on the draft the insert made): no sorting.
  const columns: ColumnDef<{ check: Check; index: number }, unknown>[] = [
    { id: "table", header: t("colTable"), enableSorting: false, cell: ({ row }) => row.original.check.table, meta: { cellClassName: "font-medium" } },
    { id: "operation", header: t("colOperation"), enableSorting: false, cell: ({ row }) => row.original.check.operation },
    {
      id: "policy",
      header: t("colPolicy"),
      enableSorting: false,
      cell: ({
        row: {
          original: { check },
        },
      }) => (
        <>
          <Badge tone={check.expected === "allowed" ? "green" : "red"}>{check.expected === "allowed" ? t("allowed") : t("denied")}</Badge>
          <span className="ml-2 text-slate-600">{t(check.policy)}</span>
        </>
      ),
    },
    {
      id: "result",
      header: t("colResult"),
      enableSorting: false,
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({
        row: {
          original: { check, index },
        },
      }) => {
        const outcome = outcomes[index];
        const matches = outcome && (outcome.actual === "refused" || outcome.actual === check.expected);
        if (!outcome) return <span className="text-slate-500">{running ? t("waiting") : t("notRun")}</span>;
        return (
          <span className="flex items-center gap-2">
            {matches ? (
              <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-label={t("matchesPolicy")} />
            ) : (
              <XCircle className="size-4 shrink-0 text-red-600" aria-label={t("differsPolicy")} />
            )}
            {typeof outcome.status === "string" ? outcome.status : t("verdictStatus", { verdict: outcome.actual, status: outcome.status })}
          </span>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t("policyTitle")}
        description={t("policyDescription")}
        actions={
          <Button onClick={() => void runAll()} disabled={running}>
            <Play aria-hidden />
            {running ? t("running") : t("runTests")}
          </Button>
        }
      />
      <Card className="mb-6 flex flex-wrap items-center gap-x-8 gap-y-2 p-4 text-sm">
        <span className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-indigo-600" aria-hidden />
          <span className="text-slate-500">{t("userId")}</span>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{me.id}</code>
        </span>
        <span>
          <span className="text-slate-500">{`${t("role")} `}</span>
          <Badge tone="indigo">{t("roleName", { role: me.role })}</Badge>
        </span>
        {done.length === CHECKS.length ? (
          <span role="status" className={mismatches ? "font-medium text-red-700" : "font-medium text-emerald-700"}>
            {mismatches ? t("mismatches", { count: mismatches }) : t("allMatch")}
          </span>
        ) : null}
      </Card>
      <DataTable data={CHECKS.map((check, index) => ({ check, index }))} columns={columns} rowId={(row) => String(row.index)} minWidth="min-w-[48rem]" />
    </>
  );
}
