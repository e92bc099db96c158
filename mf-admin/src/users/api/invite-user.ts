/** POST /api/users/invite — admins: a pending user and an invitation mail with a link to set the password. */
import { api, type ApiBody, type ApiResponse, useRequest } from 'shared-api';

export type InviteUserInput = ApiBody<'/api/users/invite', 'post'>;
export type InviteUserResult = ApiResponse<'/api/users/invite', 'post'>;

/** Silent: the invite modal shows the server's message. */
export const inviteUser = (input: InviteUserInput) => api.post('/api/users/invite', { body: input }, { silent: true });
export const useInviteUser = () => useRequest(inviteUser);
