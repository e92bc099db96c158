/** This remote's strings (namespace 'mf-projects') and the shared constant labels it shows. */
import { LABEL_TRANSLATIONS, LABELS_NAMESPACE } from 'shared-api';
import { addTranslations, useT } from 'shared-ui';

export const NAMESPACE = 'mf-projects';

const en = {
  areaFailed: 'The projects area failed: {{message}}',
  nothingHere: 'Nothing here',
  list: {
    heading: 'Projects',
    tabs: 'Project status',
    moreTabs: 'More',
    tabWithCount: '{{label}} ({{count}})',
    newProject: 'New Project',
    empty: 'No Projects Found',
    loadMore: 'Load More',
    updated: 'Updated {{ago}}',
    collaborators: 'Collaborators',
    performanceBased: 'PB',
    priority: 'Priority',
  },
  filters: {
    heading: 'Filter',
    level: 'Star level',
    allLevels: 'All',
    levelOption: '{{level}} {{label}}',
    pbOnly: 'Performance-based only',
  },
  form: {
    heading: 'New Project',
    title: 'Title',
    addToMyProjects: 'Add to My Projects',
    create: 'Create',
    cancel: 'Cancel',
    created: 'Project created',
  },
  widget: { title: 'My Projects', viewAll: 'View All' },
};

const th: typeof en = {
  areaFailed: 'ส่วนโปรเจกต์โหลดไม่สำเร็จ: {{message}}',
  nothingHere: 'ไม่มีรายการ',
  list: {
    heading: 'โปรเจกต์',
    tabs: 'สถานะโปรเจกต์',
    moreTabs: 'เพิ่มเติม',
    tabWithCount: '{{label}} ({{count}})',
    newProject: 'โปรเจกต์ใหม่',
    empty: 'ไม่พบโปรเจกต์',
    loadMore: 'โหลดเพิ่ม',
    updated: 'อัปเดต {{ago}}',
    collaborators: 'ผู้ร่วมงาน',
    performanceBased: 'PB',
    priority: 'สำคัญ',
  },
  filters: {
    heading: 'ตัวกรอง',
    level: 'ระดับดาว',
    allLevels: 'ทั้งหมด',
    levelOption: '{{level}} {{label}}',
    pbOnly: 'เฉพาะแบบวัดผลงาน (PB)',
  },
  form: {
    heading: 'โปรเจกต์ใหม่',
    title: 'ชื่อเรื่อง',
    addToMyProjects: 'เพิ่มในโปรเจกต์ของฉัน',
    create: 'สร้าง',
    cancel: 'ยกเลิก',
    created: 'สร้างโปรเจกต์แล้ว',
  },
  widget: { title: 'โปรเจกต์ของฉัน', viewAll: 'ดูทั้งหมด' },
};

addTranslations(NAMESPACE, { en, th });
// The shell registers the labels too; registering here keeps the standalone QA host and tests complete.
addTranslations(LABELS_NAMESPACE, LABEL_TRANSLATIONS);

export const useProjectsT = () => useT(NAMESPACE);
export const useLabelsT = () => useT(LABELS_NAMESPACE);
