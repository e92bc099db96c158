/** The modals feature's public surface: what other features of this package may import (lint refuses deeper imports). */
export { CommentsHost } from './CommentsHost';
export { UnsavedChangesGuard } from './UnsavedChangesGuard';
