/** GET /api/webhooks/{id}/deliveries — one page of an endpoint's delivery log, newest first. */
import { useApi, type ApiResponse } from 'shared-api';

export type DeliveryList = ApiResponse<'/api/webhooks/{id}/deliveries', 'get'>;
export type Delivery = DeliveryList['deliveries'][number];
export const DELIVERIES_PAGE = 20;

/** Silent: the log shows a failure in place. `limit` grows with "Show more". */
export const useDeliveries = (id: string | null, limit: number) =>
  useApi('/api/webhooks/{id}/deliveries', id ? { params: { id }, query: { limit } } : null, { silent: true });
