import type { Selectable } from 'kysely';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../db/types';
import type { WebhookEvent } from '../domain/webhooks';
import type { WebhookDeliveryJson, WebhookEndpointJson } from '../schemas/webhook';
import { iso, isoOrNull } from './dates';

export const presentWebhookEndpoint = (
  row: Selectable<WebhookEndpointsTable> & { failed_count?: string | number | null; last_delivery_at?: Date | null },
): WebhookEndpointJson => ({
  _id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  active: row.active,
  created: iso(row.created_at),
  updated: iso(row.updated_at),
  failedDeliveries: Number(row.failed_count ?? 0),
  lastDelivery: isoOrNull(row.last_delivery_at),
});

export const presentWebhookDelivery = (row: Selectable<WebhookDeliveriesTable>): WebhookDeliveryJson => ({
  _id: row.id,
  event: row.event_type as WebhookEvent,
  state: row.state,
  created: iso(row.created_at),
  nextAttempt: row.state === 'pending' ? isoOrNull(row.next_attempt_at) : null,
  attempts: row.attempts,
  payload: row.payload,
});
