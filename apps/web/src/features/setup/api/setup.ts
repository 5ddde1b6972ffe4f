import { queryOptions, useMutation } from "@tanstack/react-query";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";

/** GET /api/setup?token=…: whether this one-time setup link can still create the first admin. */
export function setupTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["setup", token],
    queryFn: () => api.get<{ valid: boolean }>(withQuery(apiPaths.setup, { token })),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/setup: creates the first administrator (already verified). */
export function useCreateFirstAdmin() {
  return useMutation({
    mutationFn: (body: { token: string; fullName: string; email: string; password: string }) =>
      api.post<{ user: { id: string; email: string } }>(apiPaths.setup, body),
  });
}
