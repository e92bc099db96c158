/** The payments area's addresses. */
export const PAYMENT_HISTORY_URL = '/app/payments';
export const OUTSTANDING_PAYMENTS_URL = '/app/payments/outstanding';
export const PB_BREAKDOWN_URL = '/app/payments/pb';
export const STATEMENT_URL = '/app/payments/statement';
