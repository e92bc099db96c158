/** POST /api/webhooks/{id}/deliveries/{deliveryId}/resend — sends the delivery's event again now. */
import { api, useRequest } from 'shared-api';

/** Silent: the log shows a refusal in place. */
export const resendDelivery = (id: string, deliveryId: string) =>
  api.post('/api/webhooks/{id}/deliveries/{deliveryId}/resend', { params: { id, deliveryId } }, { silent: true });
export const useResendDelivery = () => useRequest(resendDelivery);
