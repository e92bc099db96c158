/**
 * English and Thai display labels of the constants, as i18next resources for the `labels` namespace.
 * The shell registers them once (`addTranslations(LABELS_NAMESPACE, LABEL_TRANSLATIONS)` from shared-ui);
 * components then write `useT('labels')` and `t('jobType.script')`, `t('jobStatus.open')`, …
 */
import { JOB_TYPE_LABELS, LEVELS, STAR_LEVELS, type JobType, type LevelName, type SpecialRole } from './roles';
import {
  JOB_STATUS_FILTER_LABELS,
  JOB_STATUS_LABELS,
  PROJECT_STATUS_LABELS,
  PROJECT_TABS,
  type JobStatusFilter,
  type JobStatusName,
  type ProjectStatusName,
  type ProjectTabKey,
} from './statuses';
import { TRANSLATION_DIRECTIONS, VOICE_GENDERS } from './limits';
import type { SystemFeedName } from './feeds';

export const LABELS_NAMESPACE = 'labels';

type LabelResources = {
  jobType: Record<JobType, string>;
  jobStatus: Record<JobStatusName, string>;
  jobStatusFilter: Record<JobStatusFilter, string>;
  projectStatus: Record<ProjectStatusName, string>;
  projectTab: Record<ProjectTabKey, string>;
  starLevel: Record<keyof typeof STAR_LEVELS, string>;
  level: Record<LevelName, string>;
  specialRole: Record<SpecialRole, string>;
  /** A voice job's gender and a translation job's direction (their values are the API's English words). */
  voiceGender: Record<(typeof VOICE_GENDERS)[number], string>;
  translationDirection: Record<(typeof TRANSLATION_DIRECTIONS)[number], string>;
  /** The feeds every studio has (constants/feeds.ts), by name and description. */
  systemFeed: Record<SystemFeedName, string>;
  systemFeedDescription: Record<SystemFeedName, string>;
};

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const en: LabelResources = {
  jobType: JOB_TYPE_LABELS,
  jobStatus: JOB_STATUS_LABELS,
  jobStatusFilter: JOB_STATUS_FILTER_LABELS,
  projectStatus: PROJECT_STATUS_LABELS,
  projectTab: Object.fromEntries(PROJECT_TABS.map((tab) => [tab.key, tab.label])) as Record<ProjectTabKey, string>,
  starLevel: { ...STAR_LEVELS },
  level: Object.fromEntries(LEVELS.map((level) => [level, capitalise(level)])) as Record<LevelName, string>,
  specialRole: { payment: 'Makes payments', vrd: 'Revenue and video links' },
  voiceGender: Object.fromEntries(VOICE_GENDERS.map((gender) => [gender, gender])) as LabelResources['voiceGender'],
  translationDirection: Object.fromEntries(
    TRANSLATION_DIRECTIONS.map((direction) => [direction, direction]),
  ) as LabelResources['translationDirection'],
  systemFeed: {
    all: 'All posts',
    'to-do': 'To-do',
    unread: 'Unread',
    'story-reception': 'Story reception',
    admin: 'Admins',
  },
  systemFeedDescription: {
    all: 'Everything you can read',
    'to-do': 'Posts you marked to do, and your own to-dos',
    unread: 'Posts you have not read yet',
    'story-reception': 'Stories sent in by viewers',
    admin: 'Messages for the admins, from the Contact page',
  },
};

const thProjectStatus: Record<ProjectStatusName, string> = {
  new: 'ใหม่',
  'script-writing': 'เขียนสคริปต์',
  storyboarding: 'ทำสตอรี่บอร์ด',
  production: 'ผลิต',
  finalizing: 'เก็บงาน',
  ready: 'พร้อม',
  launched: 'เผยแพร่แล้ว',
  onhold: 'พักไว้',
  trash: 'ในถังขยะ',
};

const th: LabelResources = {
  jobType: {
    'video-idea': 'ไอเดียวิดีโอ',
    'project-manager': 'บริหารโปรเจกต์',
    'cross-checking': 'ตรวจทาน PM',
    script: 'เขียนสคริปต์',
    'title-writing': 'เขียนชื่อเรื่อง',
    'demon-hunter': 'ตรวจสอบการสร้างรายได้',
    'demon-hunter-editing': 'แก้ไขเพื่อการสร้างรายได้',
    storyboard: 'ทำสตอรี่บอร์ด',
    voice: 'พากย์เสียง',
    coloring: 'ลงสี',
    recording: 'บันทึกภาพ',
    'video-editing': 'ตัดต่อวิดีโอ',
    'video-finalizing': 'เก็บงานวิดีโอ',
    'cover-image-design': 'ออกแบบภาพปก',
    'sound-design': 'ออกแบบเสียง',
    translation: 'แปลภาษา',
    subtitles: 'คำบรรยาย',
    expert: 'ผู้เชี่ยวชาญตรวจสอบ',
    other: 'อื่น ๆ',
  },
  jobStatus: { open: 'ว่าง', inprogress: 'กำลังทำ', pending: 'รออนุมัติ', completed: 'เสร็จแล้ว' },
  jobStatusFilter: {
    'my-jobs': 'งานของฉัน',
    open: 'ว่าง',
    incomplete: 'ยังไม่เสร็จ',
    inprogress: 'กำลังทำ',
    pending: 'รออนุมัติ',
    completed: 'เสร็จแล้ว',
    unpaid: 'ยังไม่จ่าย',
  },
  projectStatus: thProjectStatus,
  projectTab: { ...thProjectStatus, all: 'ทั้งหมด', 'my-projects': 'โปรเจกต์ของฉัน', fbRelaunch: 'เผยแพร่ซ้ำบน FB' },
  starLevel: { 1: 'ฝึกหัด', 2: 'ปกติ', 3: 'พรีเมียม' },
  level: { admin: 'ผู้ดูแลระบบ', staff: 'พนักงาน', freelancer: 'ฟรีแลนซ์', client: 'ลูกค้า' },
  specialRole: { payment: 'ทำการจ่ายเงิน', vrd: 'รายได้และลิงก์วิดีโอ' },
  voiceGender: { Any: 'ไม่ระบุ', Male: 'ชาย', Female: 'หญิง' },
  translationDirection: { 'From English': 'แปลจากภาษาอังกฤษ', 'To English': 'แปลเป็นภาษาอังกฤษ' },
  systemFeed: {
    all: 'โพสต์ทั้งหมด',
    'to-do': 'สิ่งที่ต้องทำ',
    unread: 'ยังไม่ได้อ่าน',
    'story-reception': 'เรื่องเล่าจากผู้ชม',
    admin: 'ผู้ดูแลระบบ',
  },
  systemFeedDescription: {
    all: 'ทุกอย่างที่คุณอ่านได้',
    'to-do': 'โพสต์ที่คุณทำเครื่องหมายว่าต้องทำ และรายการสิ่งที่ต้องทำของคุณเอง',
    unread: 'โพสต์ที่คุณยังไม่ได้อ่าน',
    'story-reception': 'เรื่องเล่าที่ผู้ชมส่งมา',
    admin: 'ข้อความถึงผู้ดูแลระบบจากหน้าติดต่อเรา',
  },
};

export const LABEL_TRANSLATIONS = { en, th };
