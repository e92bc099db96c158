/** PUT /api/webhooks/{id} — changes an endpoint's URL, events or active switch. */
import { api, type ApiBody, useRequest } from 'shared-api';

export type UpdateWebhookInput = ApiBody<'/api/webhooks/{id}', 'put'>;

/** Silent: the form (or the list, for the switch) shows a refusal. */
export const updateWebhook = (id: string, input: UpdateWebhookInput) =>
  api.put('/api/webhooks/{id}', { params: { id }, body: input }, { silent: true });
export const useUpdateWebhook = () => useRequest(updateWebhook);
