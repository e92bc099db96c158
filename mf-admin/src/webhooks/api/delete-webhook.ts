/** DELETE /api/webhooks/{id} — deletes an endpoint and its delivery log. */
import { api, useRequest } from 'shared-api';

/** Silent: the confirmation dialog shows a refusal. */
export const deleteWebhook = (id: string) => api.del('/api/webhooks/{id}', { params: { id } }, { silent: true });
export const useDeleteWebhook = () => useRequest(deleteWebhook);
