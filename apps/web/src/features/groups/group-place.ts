/** 'Church · City', either alone, or null when the group gave neither. */
export function groupPlace(group: { church: string | null; city: string | null }): string | null {
  const parts = [group.church, group.city].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(" · ") : null;
}

/** The role as a badge says it: its message (messages/en.json), translated where it is shown. */
export const ROLE_LABELS = { owner: "roleOwner", leader: "roleLeader", member: "roleMember" } as const;
