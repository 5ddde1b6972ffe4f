import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminUser, AdminUserDetail, AdminUserList, AdminUserSort, AdminUserUpdate } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";

export function useAdminUsers(search: string, sort: { id: AdminUserSort; desc: boolean }, page: number) {
  return useQuery({
    queryKey: ["admin", "users", search, sort.id, sort.desc, page],
    queryFn: () =>
      api.get<AdminUserList>(
        withQuery(apiPaths.adminUsers, { search: search || undefined, sort: sort.id, order: sort.desc ? "desc" : "asc", page: String(page) }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({ queryKey: ["admin", "user", id], queryFn: () => api.get<AdminUserDetail>(apiPaths.adminUser(id)), retry: false });
}

export function useUpdateAdminUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminUserUpdate) => api.patch<AdminUser>(apiPaths.adminUser(id), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
