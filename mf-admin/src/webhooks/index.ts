/** The webhooks feature's public surface (lint refuses deeper imports from other features). */
export { WebhooksScreen } from './WebhooksScreen';
