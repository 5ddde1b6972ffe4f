import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarLink } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";

/** GET /api/me/calendar: the member's calendar feed link, or null before they made one. */
export const calendarLinkQueryOptions = queryOptions({
  queryKey: ["me", "calendar"],
  queryFn: () => api.get<CalendarLink>(apiPaths.myCalendar),
});

export function useCalendarLink() {
  return useQuery(calendarLinkQueryOptions);
}

/** POST /api/me/calendar: makes the link, or replaces it (the old one stops at once); the answer is the new link. */
export function useNewCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarLink>(apiPaths.myCalendar, {}),
    onSuccess: (data) => queryClient.setQueryData(calendarLinkQueryOptions.queryKey, data),
  });
}
