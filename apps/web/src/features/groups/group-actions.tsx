import { LogOut, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { GroupDetail } from "@berean/domain";
import { FormDialog } from "../../components/form-dialog";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { useDeleteGroup, useLeaveGroup, useUpdateGroup } from "./api/groups";
import { GroupForm } from "./group-form";
import { useT } from "./messages";

/** The owner's 'Edit group' and 'Delete group'; everyone else's 'Leave group'. Leaving or deleting ends on /groups. */
export function GroupActions({ group }: { group: GroupDetail }) {
  const t = useT();
  const failed = (error: unknown) => (isApiError(error) ? error.message : t("pleaseTryAgain"));
  const [open, setOpen] = useState<"edit" | "delete" | "leave" | null>(null);
  const update = useUpdateGroup(group.id);
  const remove = useDeleteGroup(group.id);
  const leave = useLeaveGroup(group.id);
  const navigate = useNavigate();
  const close = () => setOpen(null);

  if (group.myRole !== "owner") {
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen("leave")}>
          <LogOut aria-hidden />
          {t("leaveGroup")}
        </Button>
        <ConfirmDialog
          open={open === "leave"}
          onOpenChange={(next) => (next ? undefined : close())}
          title={t("leaveTitle", { name: group.name })}
          description={t("leaveDescription")}
          confirmLabel={t("leaveGroup")}
          busyLabel={t("leaving")}
          onConfirm={() =>
            leave.mutateAsync(undefined).then(
              () => {
                toast.success(t("leftToast", { name: group.name }));
                void navigate(paths.member.groups);
              },
              (error: unknown) => toast.error(t("leaveFailed"), { description: failed(error) }),
            )
          }
        />
      </>
    );
  }

  return (
    <>
      {/* One row: beside a long description the header's actions would otherwise stack one above the other. */}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => setOpen("edit")}>
          <Pencil aria-hidden />
          {t("editGroup")}
        </Button>
        <Button variant="secondary" className="text-red-700 hover:text-red-800" onClick={() => setOpen("delete")}>
          <Trash2 aria-hidden />
          {t("deleteGroup")}
        </Button>
      </div>
      <FormDialog open={open === "edit"} onClose={close} busy={update.isPending} title={t("editGroup")} description={t("editDescription")}>
        {open === "edit" ? (
          <GroupForm
            initial={group}
            submitLabel={t("saveChanges")}
            busyLabel={t("saving")}
            onCancel={close}
            onSubmit={async (values) => {
              await update.mutateAsync(values);
              close();
              toast.success(t("changesSaved"));
            }}
          />
        ) : null}
      </FormDialog>
      <ConfirmDialog
        open={open === "delete"}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t("deleteTitle", { name: group.name })}
        description={t("deleteDescription", { name: group.name })}
        confirmLabel={t("deleteGroup")}
        busyLabel={t("deleting")}
        onConfirm={() =>
          remove.mutateAsync(undefined).then(
            () => {
              toast.success(t("deletedToast", { name: group.name }));
              void navigate(paths.member.groups);
            },
            (error: unknown) => toast.error(t("deleteFailed"), { description: failed(error) }),
          )
        }
      />
    </>
  );
}
