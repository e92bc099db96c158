// The performance-based summary (DECISIONS "Payments"): a PB project's contributor pool is a share of its earnings
// total; a user's part of the pool is their completed PB jobs' amounts on it ÷ all completed PB jobs' amounts on it.
import { roundMoney } from './pricing';

/** The contributor pool's share of a PB project's earnings total (decision 0510). */
export const PB_POOL_SHARE = 0.3;

export interface PbProjectAmounts {
  /** The project's earnings total (the Earnings box), dollars. */
  earnings: number;
  /** The user's completed PB jobs' amounts owed on the project. */
  userAmount: number;
  /** Every completed PB job's amount owed on the project. */
  allAmount: number;
}

/** The user's share of the project's pool, to the cent. */
export function pbUserEarning({ earnings, userAmount, allAmount }: PbProjectAmounts, share = PB_POOL_SHARE): number {
  if (allAmount <= 0) return 0;
  return roundMoney((earnings * share * userAmount) / allAmount);
}
