import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, GROUP_PLACE_MAX, GroupCreateSchema } from "@berean/domain";
import { FormButtons, FormMessage } from "../../components/form-dialog";
import { fieldAria, FormField } from "../../components/ui/form-field";
import { Input, inputClasses } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { showServerErrors } from "../../lib/server-errors";
import { useT } from "./messages";

type GroupFields = z.input<typeof GroupCreateSchema>;
export type GroupValues = z.output<typeof GroupCreateSchema>;
const FIELDS = ["name", "description", "church", "city"] as const;

/** Name, description, church and city: creating a group and the owner's 'Edit group' share it. */
export function GroupForm({
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: {
  initial?: { name: string; description: string; church: string | null; city: string | null };
  submitLabel: string;
  busyLabel: string;
  /** Sends the values; a thrown API error lands under its field or above the buttons. */
  onSubmit: (values: GroupValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<GroupFields, unknown, GroupValues>({
    resolver: zodResolver(GroupCreateSchema),
    defaultValues: { name: initial?.name ?? "", description: initial?.description ?? "", church: initial?.church ?? "", city: initial?.city ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(showServerErrors(form, error, FIELDS));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <FormField id="group-name" label={t("fieldName")} error={errors.name?.message} hint={t("nameHint")}>
        <Input maxLength={GROUP_NAME_MAX} autoComplete="off" {...fieldAria("group-name", errors.name?.message, true)} {...form.register("name")} />
      </FormField>
      <FormField id="group-description" label={t("fieldDescription")} error={errors.description?.message}>
        <textarea
          rows={3}
          maxLength={GROUP_DESCRIPTION_MAX}
          className={cn(inputClasses, "h-auto min-h-20 py-2")}
          {...fieldAria("group-description", errors.description?.message)}
          {...form.register("description")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="group-church" label={t("fieldChurch")} error={errors.church?.message}>
          <Input maxLength={GROUP_PLACE_MAX} autoComplete="organization" {...fieldAria("group-church", errors.church?.message)} {...form.register("church")} />
        </FormField>
        <FormField id="group-city" label={t("fieldCity")} error={errors.city?.message}>
          <Input maxLength={GROUP_PLACE_MAX} autoComplete="address-level2" {...fieldAria("group-city", errors.city?.message)} {...form.register("city")} />
        </FormField>
      </div>
      <FormMessage message={formError} />
      <FormButtons onCancel={onCancel} busy={isSubmitting} submitLabel={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
