/** What the memos feature offers the rest of the shell. */
export { forgetClosedMemos } from './MemoOnLoad';
