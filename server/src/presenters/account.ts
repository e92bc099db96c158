import type { UserRow } from '../db/types';
import type { AccountSettingsJson } from '../schemas/account';
import { iso } from './dates';

/** The account settings of the signed-in user (their own row only). */
export function presentAccountSettings(row: UserRow): AccountSettingsJson {
  return {
    notificationEmailOn: row.notification_email_on,
    notificationMails: !row.notification_email_on ? 'off' : row.notification_digest ? 'daily' : 'immediate',
    notificationEmail: row.notification_email,
    paymentInfo: row.payment_info,
    hasPassword: row.password_hash !== null,
    created: iso(row.created_at),
  };
}
