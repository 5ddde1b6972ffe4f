import { useMutation } from "@tanstack/react-query";
import type { ContactMessageCreate, ContactSent } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";

/** POST /api/contact: a visitor sends name and email with the message; a member's come from the account. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (message: ContactMessageCreate) => api.post<ContactSent>(apiPaths.contact, message) });
}
