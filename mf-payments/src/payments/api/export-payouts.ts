/** GET /api/payments/outstanding.csv — the chosen payees' outstanding entries as a CSV for the bank (admins and the payment role). */
export const PAYOUT_EXPORT_PATH = '/api/payments/outstanding.csv' as const;

/** The download's address for the chosen payees (a plain link: the session cookie authorises it). */
export const payoutExportUrl = (userIds: readonly string[]) =>
  `${PAYOUT_EXPORT_PATH}?${new URLSearchParams({ users: userIds.join(',') })}`;
