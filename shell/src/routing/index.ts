/** The routing feature's public surface: what other features of this package may import (lint refuses deeper imports). */
export { APP_HOME, guardRedirect, isBarePage, loginUrl, projectIdOf, safeRedirect, type GuardLocation } from './guards';
export { Guard } from './Guard';
