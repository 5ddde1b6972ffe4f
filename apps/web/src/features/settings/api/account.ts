import type { EmailChangeRequest, EmailChangeRequested, Me, UpdateProfile } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";

/** PATCH /api/me: the member's full name, language or both; the answer is the account as it now stands. */
export const updateProfile = (body: UpdateProfile) => api.patch<{ user: Me }>(apiPaths.me, body);

/** POST /api/me/email: mails a confirmation link to the new address (the current password proves the member). */
export const requestEmailChange = (body: EmailChangeRequest) => api.post<EmailChangeRequested>(apiPaths.changeEmail, body);
