/** GET /api/webhooks — the webhook endpoints (never their secrets) and the events one may choose (admins). */
import { useApi, type ApiResponse } from 'shared-api';

export type WebhookList = ApiResponse<'/api/webhooks', 'get'>;
export type Webhook = WebhookList['webhooks'][number];
export type WebhookEvent = WebhookList['events'][number];

/** Silent: the screen shows a failure in place. */
export const useWebhooks = () => useApi('/api/webhooks', {}, { silent: true });
