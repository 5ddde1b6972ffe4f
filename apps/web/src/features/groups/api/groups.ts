import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GroupCreate, GroupCreated, GroupDetail, GroupInvite, GroupJoined, GroupLeaderboardResponse, GroupUpdate, InvitePreview } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, isApiError, withQuery } from "../../../lib/api";
import { myGroupsQueryOptions } from "../../../lib/my-groups";
import type { LeaderboardWindow } from "../../leaderboard";

export const groupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["groups", id],
    queryFn: () => api.get<GroupDetail>(apiPaths.group(id)),
    // A 404 (not a member, or gone) is an answer, not a hiccup to retry.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });

/** GET /api/groups/:id: the group as one of its members sees it (the invite and join days for leaders). */
export function useGroup(id: number) {
  return useQuery({ ...groupQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

/** GET /api/groups/:id/leaderboard: the site board's rules, ranked among the group's members. */
export function useGroupLeaderboard(id: number, window: LeaderboardWindow, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    queryKey: ["groups", id, "leaderboard", window],
    queryFn: () => api.get<GroupLeaderboardResponse>(withQuery(apiPaths.groupLeaderboard(id), { window })),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    // Shown to a room (present mode), it reads again every 15 s: a group's board has no stream.
    refetchInterval: live ? 15_000 : false,
  });
}

/** Every group mutation refreshes the member's groups and the group itself (one key prefix). */
function useGroupsMutation<T, V>(fn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["groups"] }) });
}

export function useCreateGroup() {
  return useGroupsMutation((input: GroupCreate) => api.post<GroupCreated>(apiPaths.groups, input));
}

export function useUpdateGroup(id: number) {
  return useGroupsMutation((input: GroupUpdate) => api.patch<unknown>(apiPaths.group(id), input));
}

/** Deleting or leaving: the group's own queries go rather than refetch into a 404. */
function useGoneMutation<V>(id: number, fn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ["groups", id] });
      return queryClient.invalidateQueries({ queryKey: myGroupsQueryOptions.queryKey, exact: true });
    },
  });
}

export function useDeleteGroup(id: number) {
  return useGoneMutation(id, () => api.delete<unknown>(apiPaths.group(id)));
}

export function useLeaveGroup(id: number) {
  return useGoneMutation(id, () => api.post<unknown>(apiPaths.leaveGroup(id), {}));
}

export function useSetMemberRole(id: number) {
  return useGroupsMutation(({ userId, role }: { userId: string; role: "leader" | "member" }) =>
    api.put<unknown>(apiPaths.groupMemberRole(id, userId), { role }),
  );
}

export function useRemoveMember(id: number) {
  return useGroupsMutation((userId: string) => api.delete<unknown>(apiPaths.groupMember(id, userId)));
}

/** POST makes a new link (turning it on, or replacing the old one); DELETE turns it off. */
export function useNewInvite(id: number) {
  return useGroupsMutation(() => api.post<GroupInvite>(apiPaths.groupInvite(id), {}));
}

export function useTurnOffInvite(id: number) {
  return useGroupsMutation(() => api.delete<unknown>(apiPaths.groupInvite(id)));
}

/** GET /api/join/:code: the group an invitation leads to (for visitors too). */
export function useInvitePreview(code: string) {
  return useQuery({
    queryKey: ["join", code],
    queryFn: () => api.get<InvitePreview>(apiPaths.join(code)),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

export function useJoinGroup(code: string) {
  return useGroupsMutation(() => api.post<GroupJoined>(apiPaths.join(code), {}));
}
