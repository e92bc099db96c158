/** The pricing feature's public surface: what other features of this package may import (lint refuses deeper imports). */
export { usePricing } from './api/get-pricing';
