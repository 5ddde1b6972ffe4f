import { Link } from "react-router";
import { Checkbox } from "../../components/ui/checkbox";
import { paths } from "../../config/paths";
import { useMyGroups } from "../../lib/my-groups";
import { useT } from "./messages";

/** The groups the member leads (owner or co-leader): those a custom quiz may be shared with. */
export function useLedGroups() {
  const groups = useMyGroups();
  return { ...groups, led: groups.data?.groups.filter((g) => g.role === "owner" || g.role === "leader") ?? [] };
}

/** Checkboxes of the groups a quiz is shared with; none: private. */
export function GroupChoice({ groups, chosen, onChange }: { groups: ReturnType<typeof useLedGroups>; chosen: number[]; onChange: (ids: number[]) => void }) {
  const t = useT();
  if (groups.isPending) return <p className="text-sm text-slate-500">{t("loadingGroups")}</p>;
  if (groups.isError) return <p className="text-sm text-red-600">{t("groupsFailed")}</p>;
  if (groups.led.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {t.rich("noGroup", {
          link: (chunks) => (
            <Link to={paths.member.groups} className="font-semibold text-indigo-600 hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t("groups")}</legend>
      {groups.led.map((g) => {
        const id = `share-group-${g.id}`;
        return (
          <div key={g.id} className="flex items-center gap-2">
            <Checkbox
              id={id}
              checked={chosen.includes(g.id)}
              onCheckedChange={(on) => onChange(on === true ? [...chosen, g.id] : chosen.filter((c) => c !== g.id))}
            />
            <label htmlFor={id} className="text-sm break-words text-slate-800">
              {g.name}
            </label>
          </div>
        );
      })}
      <p className="text-xs text-slate-500">{chosen.length === 0 ? t("privateHint") : t("sharedHint")}</p>
    </fieldset>
  );
}
