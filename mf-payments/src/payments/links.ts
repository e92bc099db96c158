/** The payments area's addresses. The PB breakdown (/app/payments/pb) is not built yet, so nothing links to it. */
export const PAYMENT_HISTORY_URL = '/app/payments';
export const OUTSTANDING_PAYMENTS_URL = '/app/payments/outstanding';
