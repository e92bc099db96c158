/**
 * One PM log line's "what" in the reader's language: a sentence per known action, filled from the entry's
 * details when they carry the fact (the first of a few usual keys); any other action reads as its name and its
 * details ("sync revenue: total 1,200"), so a new kind of event shows up before this table learns it.
 */
import { formatDate, formatTime, type Translate } from 'shared-ui';
import type { ProjectLog } from './api/get-project-logs';

type Details = Record<string, unknown>;

/** The first of `keys` holding text or a number (or a `{ name | title | label }` object), as text. */
function pick(details: Details, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = details[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const named = pick(value as Details, 'name', 'title', 'label', 'email');
      if (named) return named;
    }
  }
  return null;
}

const flag = (details: Details, ...keys: string[]): boolean | null => {
  for (const key of keys) if (typeof details[key] === 'boolean') return details[key] as boolean;
  return null;
};

/** "collab-added" → "collab added", "syncRevenue" → "sync revenue". */
export function humanise(action: string): string {
  return action
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
}

const MAX_GENERIC_LENGTH = 150;

/** A record id (a UUID), which a person should never read: the line names things, not ids. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: unknown): boolean => typeof value === 'string' && UUID.test(value);
/** A `{ from, to }` change's object, or nothing. */
const toOf = (value: unknown): Details => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : {});

function genericDetails(details: Details, t: Translate): string {
  const parts = Object.entries(details).flatMap(([key, value]) => {
    if (isId(value) || key === 'id' || key.endsWith('Id')) return [];
    if (typeof value === 'boolean') return [`${humanise(key)}: ${t(value ? 'pmLogs.yes' : 'pmLogs.no')}`];
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : pick({ value }, 'value');
    return text ? [`${humanise(key)}: ${text}`] : [];
  });
  const text = parts.join(', ');
  return text.length > MAX_GENERIC_LENGTH ? `${text.slice(0, MAX_GENERIC_LENGTH)}…` : text;
}

/** Translators of the labels namespace the sentences use (project statuses). */
export type LogLabels = { status(status: string): string };

export function describeLog(log: Pick<ProjectLog, 'action' | 'details'>, t: Translate, labels: LogLabels): string {
  const d: Details = log.details;
  const a = (key: string, values?: Record<string, unknown>) => t(`pmLogs.action.${key}`, values);
  const name = pick(d, 'name', 'email', 'user', 'collaborator');
  switch (log.action) {
    case 'renamed':
    case 'rename': {
      const title = pick(d, 'to', 'newTitle') ?? pick(toOf(d.title), 'to') ?? pick(d, 'title');
      return title ? a('renamedTo', { title }) : a('renamed');
    }
    case 'status':
    case 'updateStatus': {
      const status = pick(d, 'to', 'newStatus') ?? pick(toOf(d.status), 'to') ?? pick(d, 'status');
      return status ? a('statusTo', { status: labels.status(status) }) : a('status');
    }
    case 'submitScript':
    case 'submitStoryboard':
    case 'approveScript':
    case 'approveStoryboard':
    case 'hold':
    case 'activate':
    case 'trash':
    case 'restore':
    case 'join':
      return a(log.action);
    case 'collaborator-joined':
      return a('join');
    case 'collaborator-invited': {
      const invited = pick(d, 'email', 'name');
      return invited ? a('collabInvited', { name: invited }) : a('collabAdded');
    }
    case 'ready':
    case 'markReady':
      return a('ready');
    case 'collaborator-added':
    case 'collab-added':
      return name ? a(flag(d, 'invited', 'pending') ? 'collabInvited' : 'collabAddedName', { name }) : a('collabAdded');
    case 'collaborator-removed':
    case 'collab-removed':
      return name ? a('collabRemovedName', { name }) : a('collabRemoved');
    case 'checklist': {
      const item = pick(d, 'name', 'item', 'subName', 'id');
      const checked = flag(d, 'checked');
      if (!item || checked === null) return a('checklist');
      return a(checked ? 'checklistTicked' : 'checklistUnticked', { item });
    }
    case 'spec': {
      const key = pick(d, 'key');
      if (!key) return a('spec');
      const keyLabel = t(`pmLogs.specKey.${key}`, { defaultValue: key });
      const value = pick(d, 'label', 'value');
      return value === null ? a('specCleared', { key: keyLabel }) : a('specSet', { key: keyLabel, value });
    }
    case 'doc':
    case 'doc-uploaded': {
      const doc = pick(d, 'name', 'fileName', 'doc');
      return doc ? a('docNamed', { name: doc }) : a('doc');
    }
    case 'drive':
    case 'drive-linked':
    case 'drive-setup-complete': {
      const folder = pick(d, 'folder', 'gdriveFolder');
      return folder ? a('driveLinked', { folder }) : a('drive');
    }
    case 'transfer':
    case 'transferred': {
      const target = pick(d, 'name', 'url') ?? (isId(d.target) ? null : pick(d, 'target'));
      return target ? a('transferTo', { target }) : a('transfer');
    }
    case 'publish':
      return a(flag(d, 'published') === false ? 'unpublish' : 'publish');
    case 'published':
    case 'unpublished':
      return a(log.action === 'published' ? 'publish' : 'unpublish');
    case 'scriptSplit':
      return a('scriptSplit', { n: typeof d.scenes === 'number' ? d.scenes : 0 });
    case 'scriptSplitUndone':
      return a('scriptSplitUndone');
    case 'job-due': {
      // A job's due date changed (issue 24): the new date in the reader's time zone, or cleared.
      const to = toOf(d.dueAt).to;
      return typeof to === 'string' ? a('jobDueSet', { date: `${formatDate(to)} ${formatTime(to)}` }) : a('jobDueCleared');
    }
    default: {
      const details = genericDetails(d, t);
      return a('generic', { action: details ? `${humanise(log.action)}: ${details}` : humanise(log.action) });
    }
  }
}
