/**
 * The emoji picker's public surface (the comment form and the messages composer use it). The picker and its list
 * (emojilib) are one lazy chunk, loaded when a picker first opens: render it inside a Suspense.
 */
import { lazy } from 'react';

export const EmojiPicker = lazy(() => import('./EmojiPicker'));
