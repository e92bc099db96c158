/** POST /api/users/{id}/role — admins: a user's level, payment info, roles and their star levels (0-3). */
import { api, type ApiBody, type ApiResponse, useRequest } from 'shared-api';

export type EditUserInput = ApiBody<'/api/users/{id}/role', 'post'>;
export type EditUserResult = ApiResponse<'/api/users/{id}/role', 'post'>;

/** Silent: the edit modal shows the server's message. */
export const editUser = (id: string, input: EditUserInput) =>
  api.post('/api/users/{id}/role', { params: { id }, body: input }, { silent: true });
export const useEditUser = () => useRequest(editUser);
