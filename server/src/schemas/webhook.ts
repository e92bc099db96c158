// Webhooks (issue 25, services/webhooks.ts): admins' endpoints and their delivery logs.
import { Type, type Static } from '@sinclair/typebox';
import { WEBHOOK_EVENTS } from '../domain/webhooks';
import { DateTime, Id, IdParams, MessageResponse, nullable, paging, ref, responses, stringEnum } from './common';

export const WEBHOOK_CREATED = 'Webhook added; copy its secret now, it will not be shown again';
export const WEBHOOK_UPDATED = 'Webhook saved';
export const WEBHOOK_DELETED = 'Webhook deleted';
export const WEBHOOK_RESENT = 'The delivery will be sent again';
export const WEBHOOK_NOT_FOUND = 'No such webhook';
export const WEBHOOK_DELIVERY_NOT_FOUND = 'No such delivery of this webhook';
export const WEBHOOK_FORBIDDEN = 'Only admins may manage webhooks';
export const WEBHOOK_EVENTS_EMPTY = 'events: choose at least one event';
export const WEBHOOK_EVENT_UNKNOWN = 'events: choose events from the list';
export const WEBHOOK_URL_TOO_LONG = 'url: the address must have at most 2000 characters';
export const WEBHOOK_NOTHING_TO_CHANGE = 'Give a url, events or active to change';

export const WebhookEventType = stringEnum(WEBHOOK_EVENTS, {
  $id: 'WebhookEventType',
  title: 'WebhookEventType',
  errorMessage: WEBHOOK_EVENT_UNKNOWN,
});

export const WebhookEndpoint = Type.Object(
  {
    _id: Id,
    url: Type.String(),
    events: Type.Array(ref(WebhookEventType)),
    active: Type.Boolean(),
    created: DateTime,
    updated: DateTime,
    /** Deliveries whose retries are used up. */
    failedDeliveries: Type.Integer(),
    lastDelivery: nullable(DateTime),
  },
  { $id: 'WebhookEndpoint', title: 'WebhookEndpoint' },
);
export type WebhookEndpointJson = Static<typeof WebhookEndpoint>;

export const WebhookAttempt = Type.Object(
  {
    at: DateTime,
    /** The receiver's HTTP status; null when none came. */
    status: nullable(Type.Integer()),
    /** How long the attempt took, in milliseconds. */
    ms: Type.Integer(),
    /** Why it failed without a status. */
    error: nullable(stringEnum(['address-refused', 'timeout', 'network', 'switched-off'] as const)),
  },
  { $id: 'WebhookAttempt', title: 'WebhookAttempt' },
);

export const WebhookDelivery = Type.Object(
  {
    _id: Id,
    event: ref(WebhookEventType),
    /** pending: waits for its next attempt; queued, sending: on its way; succeeded; failed: retries used up. */
    state: stringEnum(['pending', 'queued', 'sending', 'succeeded', 'failed'] as const),
    created: DateTime,
    nextAttempt: nullable(DateTime),
    attempts: Type.Array(ref(WebhookAttempt)),
    /** The JSON body posted. */
    payload: Type.Record(Type.String(), Type.Unknown()),
  },
  { $id: 'WebhookDelivery', title: 'WebhookDelivery' },
);
export type WebhookDeliveryJson = Static<typeof WebhookDelivery>;

export const WEBHOOK_NAMED_SCHEMAS = [WebhookEventType, WebhookEndpoint, WebhookAttempt, WebhookDelivery];

const tags = ['webhooks'];

const url = Type.String({ minLength: 1, maxLength: 2000, errorMessage: WEBHOOK_URL_TOO_LONG });
const events = Type.Array(ref(WebhookEventType), {
  minItems: 1,
  maxItems: WEBHOOK_EVENTS.length * 2,
  errorMessage: { minItems: WEBHOOK_EVENTS_EMPTY, maxItems: WEBHOOK_EVENT_UNKNOWN },
});

export const ListWebhooksSchema = {
  operationId: 'listWebhooks',
  tags,
  summary: 'The webhook endpoints, newest first (admins; never their secrets)',
  response: responses({
    200: Type.Object({ webhooks: Type.Array(ref(WebhookEndpoint)), events: Type.Array(ref(WebhookEventType)) }),
  }),
};

export const CreateWebhookSchema = {
  operationId: 'createWebhook',
  tags,
  summary: 'A new webhook endpoint (admins); the answer holds its signing secret, shown this once',
  body: Type.Object({ url, events, active: Type.Optional(Type.Boolean({ default: true })) }),
  response: responses({
    201: Type.Object({ message: Type.String(), secret: Type.String(), webhook: ref(WebhookEndpoint) }),
  }),
};

export const UpdateWebhookSchema = {
  operationId: 'updateWebhook',
  tags,
  summary: "Changes a webhook endpoint's URL, events or active switch (admins)",
  params: IdParams,
  body: Type.Object({ url: Type.Optional(url), events: Type.Optional(events), active: Type.Optional(Type.Boolean()) }),
  response: responses({ 200: Type.Object({ message: Type.String(), webhook: ref(WebhookEndpoint) }) }),
};

export const DeleteWebhookSchema = {
  operationId: 'deleteWebhook',
  tags,
  summary: 'Deletes a webhook endpoint and its delivery log (admins)',
  params: IdParams,
  response: responses({ 200: ref(MessageResponse) }),
};

export const ListWebhookDeliveriesSchema = {
  operationId: 'listWebhookDeliveries',
  tags,
  summary: "One page of a webhook endpoint's deliveries, newest first, each with its attempts (admins)",
  params: IdParams,
  querystring: Type.Object(paging(20, 100)),
  response: responses({ 200: Type.Object({ deliveries: Type.Array(ref(WebhookDelivery)), total: Type.Integer() }) }),
};

export const ResendWebhookDeliverySchema = {
  operationId: 'resendWebhookDelivery',
  tags,
  summary: 'Sends a delivery again now, as a new delivery of the same event (same event id) with its own retries (admins)',
  params: Type.Object({ id: Id, deliveryId: Id }),
  response: responses({ 200: Type.Object({ message: Type.String(), delivery: ref(WebhookDelivery) }) }),
};
