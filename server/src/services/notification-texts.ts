// Notification texts (issue 13): a notification keeps its action's message key and parameters, and is rendered in
// the reader's language from them (never from stored English text). Every key exists in English and Thai (the i18n
// check, shared-ui/src/i18n/i18n-keys.test.ts). Names and titles are bold and shown verbatim; job types and statuses are
// translated; a quoted note is shown verbatim after a label.
import { LABEL_TRANSLATIONS } from 'shared-api/labels';

export type NoticeLocale = 'en' | 'th';
export const NOTICE_LOCALES: readonly NoticeLocale[] = ['en', 'th'];

/** What a notification says, in any language: a key of NOTICE_TEXTS and the values its placeholders take. */
export interface NoticeMessage {
  key: NoticeKey;
  params: NoticeParams;
}

export interface NoticeParams {
  actor?: string;
  project?: string;
  /** A job type key (`script`), shown as the reader's label. */
  jobType?: string;
  /** A project status key (`onhold`), shown as the reader's word. */
  status?: string;
  /** The script's and the storyboard's sub-status after a status update, when they changed. */
  script?: string;
  storyboard?: string;
  /** Dollars, already formatted ("$1,234"). */
  amount?: string;
  /** A post's title (the Contact page). */
  title?: string;
  /** A submission's or revision request's note, quoted verbatim. */
  note?: string;
  /** A feed's name; a level or role feed's name is its level or role key, shown as the reader's label. */
  feed?: string;
  feedKind?: 'level' | 'role';
  /** The start of a comment, quoted verbatim. */
  quote?: string;
}

const en = {
  'job/create': '{actor} posted a new {jobType} job in {project}',
  claim: '{actor} claimed the {jobType} job in {project}',
  submit: '{actor} submitted the {jobType} job in {project} for approval',
  release: '{actor} released the {jobType} job in {project}',
  approve: '{actor} approved your {jobType} job in {project}',
  reject: '{actor} requested a revision of your {jobType} job in {project}',
  'release-user': '{actor} released you from the {jobType} job in {project}',
  'job/due-soon': 'Your {jobType} job in {project} is due in less than a day',
  'job/overdue': 'The {jobType} job in {project} is past its due date',
  submitScript: '{actor} submitted the script of {project} for approval',
  submitStoryboard: '{actor} submitted the storyboard of {project} for approval',
  approveScript: '{actor} approved the script of {project}',
  approveStoryboard: '{actor} approved the storyboard of {project}',
  'status/moved': '{actor} moved {project} to {status}',
  'status/updated': '{actor} updated the status of {project}: {changes}',
  'status/script': 'the script is {script}',
  'status/storyboard': 'the storyboard is {storyboard}',
  'payment/create': '{actor} recorded a payment of {amount} for you',
  invite: '{actor} added you to the project {project}',
  join: '{actor} joined the project {project}',
  'project/create': '{actor} ordered a new project: {project}',
  'script-raw/submit': '{actor} submitted the raw script of {project}',
  'contact/create': '{actor} wrote from the Contact page: {title}',
  'story/create': '{actor} sent a story for a video: {title}',
  'post/create': '{actor} posted {post} in {feed}',
  'post/done': '{actor} marked {post} as done',
  comment: '{actor} commented on {post}: {quote}',
  'comment/mention': '{actor} mentioned you in a comment on {post}: {quote}',
  'review/comment': '{actor} commented in the review of {project}: {quote}',
  'review/approved-video': '{actor} approved the video in the review of {project}',
  'review/approved-cover': '{actor} approved a cover in the review of {project}',
  'review/approved-title': '{actor} approved a title in the review of {project}',
  'review/changes-video': '{actor} asked for changes to the video in the review of {project}',
  'review/changes-cover': '{actor} asked for changes to a cover in the review of {project}',
  'review/changes-title': '{actor} asked for changes to a title in the review of {project}',
  welcome: 'Welcome! Please read and agree to the freelancer terms',
  note: 'Note',
  listSeparator: ', ',
};

export type NoticeKey = Exclude<keyof typeof en, 'status/script' | 'status/storyboard' | 'note' | 'listSeparator'>;

const th: Record<keyof typeof en, string> = {
  'job/create': '{actor} ลงประกาศงาน {jobType} ใหม่ใน {project}',
  claim: '{actor} รับงาน {jobType} ใน {project}',
  submit: '{actor} ส่งงาน {jobType} ใน {project} เพื่อขออนุมัติ',
  release: '{actor} ปล่อยงาน {jobType} ใน {project}',
  approve: '{actor} อนุมัติงาน {jobType} ของคุณใน {project}',
  reject: '{actor} ขอให้แก้ไขงาน {jobType} ของคุณใน {project}',
  'release-user': '{actor} ถอดคุณออกจากงาน {jobType} ใน {project}',
  'job/due-soon': 'งาน {jobType} ของคุณใน {project} จะถึงกำหนดส่งในไม่ถึงหนึ่งวัน',
  'job/overdue': 'งาน {jobType} ใน {project} เลยกำหนดส่งแล้ว',
  submitScript: '{actor} ส่งสคริปต์ของ {project} เพื่อขออนุมัติ',
  submitStoryboard: '{actor} ส่งสตอรี่บอร์ดของ {project} เพื่อขออนุมัติ',
  approveScript: '{actor} อนุมัติสคริปต์ของ {project}',
  approveStoryboard: '{actor} อนุมัติสตอรี่บอร์ดของ {project}',
  'status/moved': '{actor} ย้าย {project} ไปที่สถานะ{status}',
  'status/updated': '{actor} อัปเดตสถานะของ {project}: {changes}',
  'status/script': 'สคริปต์{script}',
  'status/storyboard': 'สตอรี่บอร์ด{storyboard}',
  'payment/create': '{actor} บันทึกการจ่ายเงิน {amount} ให้คุณ',
  invite: '{actor} เพิ่มคุณเข้าโปรเจกต์ {project}',
  join: '{actor} เข้าร่วมโปรเจกต์ {project}',
  'project/create': '{actor} สั่งโปรเจกต์ใหม่: {project}',
  'script-raw/submit': '{actor} ส่งสคริปต์ดิบของ {project}',
  'contact/create': '{actor} เขียนถึงเราจากหน้าติดต่อ: {title}',
  'story/create': '{actor} ส่งเรื่องเล่าสำหรับทำวิดีโอ: {title}',
  'post/create': '{actor} โพสต์ {post} ในฟีด {feed}',
  'post/done': '{actor} ทำเครื่องหมายว่า {post} เสร็จแล้ว',
  comment: '{actor} แสดงความคิดเห็นที่ {post}: {quote}',
  'comment/mention': '{actor} กล่าวถึงคุณในความคิดเห็นที่ {post}: {quote}',
  'review/comment': '{actor} แสดงความคิดเห็นในการตรวจงาน {project}: {quote}',
  'review/approved-video': '{actor} อนุมัติวิดีโอในการตรวจงาน {project}',
  'review/approved-cover': '{actor} อนุมัติภาพปกในการตรวจงาน {project}',
  'review/approved-title': '{actor} อนุมัติชื่อเรื่องในการตรวจงาน {project}',
  'review/changes-video': '{actor} ขอให้แก้ไขวิดีโอในการตรวจงาน {project}',
  'review/changes-cover': '{actor} ขอให้แก้ไขภาพปกในการตรวจงาน {project}',
  'review/changes-title': '{actor} ขอให้แก้ไขชื่อเรื่องในการตรวจงาน {project}',
  welcome: 'ยินดีต้อนรับ! โปรดอ่านและยอมรับข้อตกลงสำหรับฟรีแลนซ์',
  note: 'หมายเหตุ',
  listSeparator: ' ',
};

/** How a project status and a script or storyboard sub-status read in a sentence, per language. */
const STATUS_WORDS = {
  // The status's label as the app shows it (the tabs, the status box), never its key ("Launched", not "launched").
  en: { ...LABEL_TRANSLATIONS.en.projectStatus },
  th: { ...LABEL_TRANSLATIONS.th.projectStatus },
};
const SUB_STATUS_WORDS = {
  en: {
    new: 'new',
    pending: 'pending',
    confirmed: 'confirmed',
    'sketch-pending': 'sketch pending approval',
    'sketch-confirmed': 'sketch approved',
  },
  th: {
    new: 'ใหม่',
    pending: 'รออนุมัติ',
    confirmed: 'อนุมัติแล้ว',
    'sketch-pending': 'ภาพร่างรออนุมัติ',
    'sketch-confirmed': 'ภาพร่างอนุมัติแล้ว',
  },
};

/** Every string table the notifications read, per language (the i18n check compares their keys). */
export const NOTICE_TEXTS = { en, th };
export const NOTICE_WORDS = {
  en: { status: STATUS_WORDS.en, subStatus: SUB_STATUS_WORDS.en },
  th: { status: STATUS_WORDS.th, subStatus: SUB_STATUS_WORDS.th },
};

/** The longest a note is quoted in a notification; the job page shows it whole. */
export const NOTE_IN_NOTICE_MAX = 300;

/** Text shown verbatim: markdown's special characters escaped. */
export const escapeMarkdown = (text: string): string => text.replace(/([\\`*_{}[\]()#+\-.!<>|~])/g, '\\$1');

const bold = (text: string) => `**${escapeMarkdown(text)}**`;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

function quoteNote(note: string, locale: NoticeLocale): string {
  const line = note.replace(/\s+/g, ' ').trim();
  const short = line.length > NOTE_IN_NOTICE_MAX ? `${line.slice(0, NOTE_IN_NOTICE_MAX - 1)}…` : line;
  return ` ${NOTICE_TEXTS[locale].note}: ${escapeMarkdown(short)}`;
}

/** The notification's markdown in `locale`. */
export function renderNotice(message: NoticeMessage, locale: NoticeLocale): string {
  const texts = NOTICE_TEXTS[locale];
  const words = NOTICE_WORDS[locale];
  const { params } = message;
  const jobTypes = LABEL_TRANSLATIONS[locale].jobType as Record<string, string>;
  const levels = LABEL_TRANSLATIONS[locale].level as Record<string, string>;
  const feed = params.feed ?? '';
  const feedName =
    params.feedKind === 'level' ? (levels[feed] ?? feed) : params.feedKind === 'role' ? (jobTypes[feed] ?? feed) : feed;
  const subStatus = (value: string) => escapeMarkdown((words.subStatus as Record<string, string>)[value] ?? value);
  const changes: string[] = [];
  if (params.script) changes.push(fill(texts['status/script'], { script: subStatus(params.script) }));
  if (params.storyboard) changes.push(fill(texts['status/storyboard'], { storyboard: subStatus(params.storyboard) }));
  const values: Record<string, string> = {
    actor: bold(params.actor ?? ''),
    project: bold(params.project ?? ''),
    jobType: bold(params.jobType ? (jobTypes[params.jobType] ?? params.jobType) : ''),
    status: escapeMarkdown(params.status ? ((words.status as Record<string, string>)[params.status] ?? params.status) : ''),
    amount: bold(params.amount ?? ''),
    title: `*${escapeMarkdown(params.title ?? '')}*`,
    post: bold(params.title ?? ''),
    feed: bold(feedName),
    quote: escapeMarkdown(params.quote ?? ''),
    changes: changes.join(texts.listSeparator),
  };
  return fill(texts[message.key], values) + (params.note ? quoteNote(params.note, locale) : '');
}
