/** POST /api/webhooks — a new endpoint; the answer holds its signing secret, shown this once. */
import { api, type ApiBody, useRequest } from 'shared-api';

export type CreateWebhookInput = ApiBody<'/api/webhooks', 'post'>;

/** Silent: the form shows the message beside its fields. */
export const createWebhook = (input: CreateWebhookInput) => api.post('/api/webhooks', { body: input }, { silent: true });
export const useCreateWebhook = () => useRequest(createWebhook);
