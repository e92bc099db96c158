/** The users feature's public surface: what other features of this package may import (lint refuses deeper imports). */
export { RoleList } from './RoleList';
