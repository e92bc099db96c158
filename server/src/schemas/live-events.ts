// GET /api/events (issue 18, "Live updates"): the caller's live events as Server-Sent Events.
import { Type } from '@sinclair/typebox';
import { ErrorResponse, ref } from './common';

export const LiveEventsSchema = {
  operationId: 'streamEvents',
  tags: ['events'],
  summary: "The caller's live events, as Server-Sent Events",
  description:
    'One stream per tab. Each event is `id: <id>` and `data: {"type": <resource>, "ids": [...]}`: what changed under ' +
    '`/api/<resource>`, for the caller only, sent after its transaction commits (no data rides on it; the page ' +
    're-reads through the ordinary calls). Send `Last-Event-ID` to receive the events missed since (kept an hour). A ' +
    'comment line every 25 s keeps the connection open; the stream ends when the session does.',
  headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ maxLength: 40 })) }),
  response: {
    200: {
      description: 'The event stream',
      content: { 'text/event-stream': { schema: Type.String() } },
    },
    401: ref(ErrorResponse),
    403: ref(ErrorResponse),
  },
};
