import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MailPreferences, UnsubscribeView } from "@berean/domain";
import { api } from "../../../lib/api";

// The mail-preferences API's paths, kept with their one caller (docs/architecture.md §4 'Reminders').
const MAIL_PREFERENCES = "/api/me/mail-preferences";
const unsubscribePath = (token: string) => `/api/mail/unsubscribe/${encodeURIComponent(token)}`;

/** GET /api/me/mail-preferences: the four reminder switches (all off until turned on). */
export const mailPreferencesQueryOptions = queryOptions({
  queryKey: ["mail-preferences"],
  queryFn: () => api.get<MailPreferences>(MAIL_PREFERENCES),
});

export function useMailPreferences() {
  return useQuery(mailPreferencesQueryOptions);
}

/**
 * PUT /api/me/mail-preferences: all four switches at once; the answer is what is now saved. A read
 * of the preferences still on its way when a change is sent is cancelled, and the change shown at
 * once: that read's older answer would otherwise land after it, and the next switch turned would
 * send it back, turning the first change off again.
 */
export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  const key = mailPreferencesQueryOptions.queryKey;
  return useMutation({
    mutationFn: (preferences: MailPreferences) => api.put<MailPreferences>(MAIL_PREFERENCES, preferences),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, preferences);
      return { before };
    },
    onError: (_error, _preferences, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

/** GET /api/mail/unsubscribe/{token}: the reminder a link names and whether it is on; never changes it. */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: ["unsubscribe", token],
    queryFn: () => api.get<UnsubscribeView>(unsubscribePath(token)),
    // A bad link stays bad: no retries, no refetch on focus.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/mail/unsubscribe/{token}: turns that reminder off (the same again if it is off). */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnsubscribeView>(unsubscribePath(token), {}),
    onSuccess: (view) => {
      queryClient.setQueryData(["unsubscribe", token], view);
      // A member signed in here sees the switch off in Settings without a reload.
      void queryClient.invalidateQueries({ queryKey: mailPreferencesQueryOptions.queryKey });
    },
  });
}
