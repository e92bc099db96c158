/** The notifications feature's public surface: what other features of this package may import (lint refuses deeper imports). */
export { NotificationBell } from './NotificationBell';
export { NotificationList } from './NotificationList';
