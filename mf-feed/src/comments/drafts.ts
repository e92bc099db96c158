/** Comment drafts, kept per item (spec doc 2 section 5) in this browser, and dropped when blank. */
const key = (itemId: string) => `comment-draft:${itemId}`;

export function readDraft(itemId: string): string {
  try {
    return window.localStorage.getItem(key(itemId)) ?? '';
  } catch {
    return '';
  }
}

export function keepDraft(itemId: string, text: string): void {
  try {
    if (text.trim()) window.localStorage.setItem(key(itemId), text);
    else window.localStorage.removeItem(key(itemId));
  } catch {
    // Storage full or refused: the draft lives only while the panel is open.
  }
}
