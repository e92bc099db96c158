/** The item's address with `notif=<id>` appended, so the page it opens knows which notification led there. */
export function notifLink(url: string, id: string): string {
  const hashAt = url.indexOf('#');
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = path.includes('?') ? (path.endsWith('?') || path.endsWith('&') ? '' : '&') : '?';
  return `${path}${separator}notif=${encodeURIComponent(id)}${hash}`;
}

/** An icon per action type (`job/claim`, `comment/create`, …): its verb when specific, else its subject. */
const BY_ACTION: Record<string, string> = {
  approve: '✅',
  reject: '↩️',
  submit: '📤',
  claim: '✋',
  release: '🔓',
  'release-user': '🔓',
  invite: '✉️',
  done: '☑️',
  mention: '@',
};
const BY_SUBJECT: Record<string, string> = {
  job: '🛠️',
  project: '🎬',
  script: '📝',
  storyboard: '🖼️',
  post: '📰',
  memo: '📌',
  payment: '💰',
  comment: '💬',
  message: '✉️',
};

export function notifIcon(actionType: string): string {
  const [subject = '', action = ''] = actionType.split('/');
  return BY_ACTION[action] ?? BY_SUBJECT[subject] ?? '🔔';
}
