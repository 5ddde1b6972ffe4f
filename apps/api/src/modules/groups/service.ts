/** Groups as other features use them: who belongs to a group and as what (docs/architecture.md §4 'Groups'). */
export { groupRoleOf, groupSummary, isLeader, requireGroupRole, type GroupRole } from "./membership.ts";
export { countGroups } from "./count-groups.ts";
