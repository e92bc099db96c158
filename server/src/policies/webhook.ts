// Webhooks (issue 25, `/api/webhooks`): studio-wide settings, judged on the caller alone. Only admins see, add,
// change and delete endpoints, read their delivery logs and send a delivery again: an endpoint receives what
// admins see (every event's data) and its secret signs in the studio's name.
import { allow } from './engine';
import { isAdmin } from './actor';

allow('webhook', ['list', 'create', 'update', 'delete', 'readDeliveries', 'resend'], (actor) => isAdmin(actor));
