import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { toast } from "sonner";
import type { Me, ReadingText } from "@berean/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { meQueryOptions } from "../../lib/session";
import { updateProfile } from "./api/account";
import { useT } from "./messages";

const TEXTS: ReadonlyArray<{ value: ReadingText; name: "readingKjv" | "readingWeb" }> = [
  { value: "kjv", name: "readingKjv" },
  { value: "web", name: "readingWeb" },
];

/**
 * Settings → 'Bible text' (docs/architecture.md §9): the English text an English question's verses
 * are shown in after it is answered (results, practice, the review deck). The KJV stays the text
 * the English bank is written and checked against; the World English Bible reads in today's
 * English. Saved as soon as it is chosen.
 */
export function ReadingTextCard({ user }: { user: Me }) {
  const t = useT();
  const queryClient = useQueryClient();
  const titleId = useId();
  const descriptionId = useId();
  const save = useMutation({
    mutationFn: (chosen: ReadingText) => updateProfile({ readingText: chosen }),
    onSuccess: ({ user: updated }) => {
      queryClient.setQueryData(meQueryOptions.queryKey, updated);
      toast.success(t("readingSaved"));
    },
    onError: (error) => toast.error(t("readingSaveFailed"), { description: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE }),
  });
  const chosen = save.isPending ? save.variables : user.readingText;

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{t("readingText")}</CardTitle>
        <CardDescription id={descriptionId}>{t("readingTextDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="radiogroup" aria-labelledby={titleId} aria-describedby={descriptionId} aria-busy={save.isPending} className="grid gap-2 sm:grid-cols-2">
          {TEXTS.map((text) => (
            <label
              key={text.value}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-900 ring-1 ring-slate-200 hover:bg-slate-50",
                "has-[:checked]:bg-indigo-50 has-[:checked]:ring-2 has-[:checked]:ring-indigo-600 has-[:disabled]:cursor-default has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600",
              )}
            >
              <input
                type="radio"
                name="reading-text"
                value={text.value}
                checked={chosen === text.value}
                disabled={save.isPending}
                onChange={() => save.mutate(text.value)}
                className="size-4 accent-indigo-600 focus-visible:outline-none"
              />
              {t(text.name)}
            </label>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
