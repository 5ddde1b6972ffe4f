import type { AssignedBy } from "@berean/domain";
import { Users } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import { useT } from "./messages";

/** On the result of an assigned attempt: the group that assigned it, leading to its page. */
export function AssignedByNote({ assignedBy }: { assignedBy: AssignedBy }) {
  const t = useT();
  return (
    <p className="mb-6 flex items-center gap-2 text-sm text-slate-700">
      <Users className="size-4 shrink-0 text-indigo-500" aria-hidden />
      <span>
        {t.rich("assignedByGroup", {
          group: assignedBy.groupName,
          link: (chunks) => (
            <Link to={paths.member.group(assignedBy.groupId)} className="font-medium text-indigo-700 hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </span>
    </p>
  );
}
