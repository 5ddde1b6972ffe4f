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

const failed = (error: unknown) => (isApiError(error) ? error.message : "Please try again.");

/** The owner's 'Edit group' and 'Delete group'; everyone else's 'Leave group'. Leaving or deleting ends on /groups. */
export function GroupActions({ group }: { group: GroupDetail }) {
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
          Leave group
        </Button>
        <ConfirmDialog
          open={open === "leave"}
          onOpenChange={(next) => (next ? undefined : close())}
          title={`Leave ${group.name}?`}
          description="You leave its boards and assignments; your own results stay yours. To come back you need a current invite link."
          confirmLabel="Leave group"
          busyLabel="Leaving..."
          onConfirm={() =>
            leave.mutateAsync(undefined).then(
              () => {
                toast.success(`You left ${group.name}`);
                void navigate(paths.member.groups);
              },
              (error: unknown) => toast.error("Could not leave the group", { description: failed(error) }),
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
          Edit group
        </Button>
        <Button variant="secondary" className="text-red-700 hover:text-red-800" onClick={() => setOpen("delete")}>
          <Trash2 aria-hidden />
          Delete group
        </Button>
      </div>
      <FormDialog
        open={open === "edit"}
        onClose={close}
        busy={update.isPending}
        title="Edit group"
        description="Members see the group's name, church, city and description."
      >
        {open === "edit" ? (
          <GroupForm
            initial={group}
            submitLabel="Save changes"
            busyLabel="Saving..."
            onCancel={close}
            onSubmit={async (values) => {
              await update.mutateAsync(values);
              close();
              toast.success("Changes saved");
            }}
          />
        ) : null}
      </FormDialog>
      <ConfirmDialog
        open={open === "delete"}
        onOpenChange={(next) => (next ? undefined : close())}
        title={`Delete ${group.name}?`}
        description={`${group.name}, its members list, boards and assignments go for everyone, and its invite link stops working. Members keep their own results. This cannot be undone.`}
        confirmLabel="Delete group"
        busyLabel="Deleting..."
        onConfirm={() =>
          remove.mutateAsync(undefined).then(
            () => {
              toast.success(`${group.name} was deleted`);
              void navigate(paths.member.groups);
            },
            (error: unknown) => toast.error("Could not delete the group", { description: failed(error) }),
          )
        }
      />
    </>
  );
}
