import type { IconName } from 'shared-ui';

/** The item's address with `notif=<id>` appended, so the page it opens knows which notification led there. */
export function notifLink(url: string, id: string): string {
  const hashAt = url.indexOf('#');
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = path.includes('?') ? (path.endsWith('?') || path.endsWith('&') ? '' : '&') : '?';
  return `${path}${separator}notif=${encodeURIComponent(id)}${hash}`;
}

/** An icon per action type (`job/claim`, `comment/create`, …): its verb when specific, else its subject. */
const BY_ACTION: Record<string, IconName> = {
  approve: 'check-square',
  reject: 'undo',
  submit: 'upload',
  claim: 'user-plus',
  release: 'unlock',
  'release-user': 'unlock',
  invite: 'mail',
  done: 'check',
  mention: 'at',
};
const BY_SUBJECT: Record<string, IconName> = {
  job: 'briefcase',
  project: 'film',
  script: 'pencil',
  storyboard: 'image',
  post: 'document',
  memo: 'bookmark',
  payment: 'money',
  comment: 'comment',
  message: 'mail',
};

/** The project workflow's action types, named as the spec lists them (no subject/verb split). */
const BY_TYPE: Record<string, IconName> = {
  submitScript: 'upload',
  submitStoryboard: 'upload',
  approveScript: 'check-square',
  approveStoryboard: 'check-square',
  status: 'film',
  invite: 'mail',
};

export function notifIcon(actionType: string): IconName {
  const [subject = '', action = ''] = actionType.split('/');
  return BY_TYPE[actionType] ?? BY_ACTION[action] ?? BY_SUBJECT[subject] ?? 'bell';
}
