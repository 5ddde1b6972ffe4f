import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Me, ReadingText } from "@berean/domain";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";
import { meQueryOptions } from "../../lib/session";
import { updateProfile } from "./api/account";
import { ChoiceCard } from "./choice-card";
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
    <ChoiceCard
      title={t("readingText")}
      description={t("readingTextDescription")}
      name="reading-text"
      options={TEXTS.map((text) => ({ value: text.value, label: t(text.name) }))}
      chosen={chosen}
      saving={save.isPending}
      onChoose={(value) => save.mutate(value)}
    />
  );
}
