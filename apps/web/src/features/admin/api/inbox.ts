import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContactInbox, ContactInboxItem, ContactStatus } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";
import { ADMIN_ATTENTION_KEY } from "./admin-attention";

const INBOX = ["admin", "inbox"] as const;

/** GET /api/admin/inbox: open first, priority first among them, newest first; `status` filters. */
export function useInbox(status: ContactStatus | undefined) {
  return useQuery({ queryKey: [...INBOX, status ?? "all"], queryFn: () => api.get<ContactInbox>(apiPaths.adminInbox(status)) });
}

/** POST /api/admin/inbox/:id/reply: mails the reply to the sender; the message becomes answered. */
export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) => api.post<ContactInboxItem>(apiPaths.adminInboxReply(id), { reply }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: INBOX }), queryClient.invalidateQueries({ queryKey: ADMIN_ATTENTION_KEY })]),
  });
}
