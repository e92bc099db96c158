/** This remote's strings (namespace 'mf-jobs') and the shared constant labels it shows. */
import { LABEL_TRANSLATIONS, LABELS_NAMESPACE } from 'shared-api';
import { addTranslations, useT } from 'shared-ui';

export const NAMESPACE = 'mf-jobs';

const en = {
  areaFailed: 'The jobs area failed: {{message}}',
  nothingHere: 'Nothing here',
  jobs: {
    heading: 'Jobs',
    filter: 'Filter',
    status: 'Status',
    jobType: 'Job type',
    allTypes: 'All',
    payments: 'Payments',
    empty: 'No jobs',
    loadMore: 'Load More',
    claimedBy: 'Claimed by {{name}}',
    unclaimed: 'Not claimed',
    created: 'Created {{ago}}',
    important: 'Rush',
    project: 'Project',
  },
  widget: { title: 'My Jobs', viewAll: 'View All' },
};

const th: typeof en = {
  areaFailed: 'ส่วนงานโหลดไม่สำเร็จ: {{message}}',
  nothingHere: 'ไม่มีรายการ',
  jobs: {
    heading: 'งาน',
    filter: 'ตัวกรอง',
    status: 'สถานะ',
    jobType: 'ประเภทงาน',
    allTypes: 'ทั้งหมด',
    payments: 'การจ่ายเงิน',
    empty: 'ไม่มีงาน',
    loadMore: 'โหลดเพิ่ม',
    claimedBy: 'รับงานโดย {{name}}',
    unclaimed: 'ยังไม่มีผู้รับงาน',
    created: 'สร้างเมื่อ {{ago}}',
    important: 'ด่วน',
    project: 'โปรเจกต์',
  },
  widget: { title: 'งานของฉัน', viewAll: 'ดูทั้งหมด' },
};

addTranslations(NAMESPACE, { en, th });
// The shell registers the labels too; registering here keeps the standalone QA host and tests complete.
addTranslations(LABELS_NAMESPACE, LABEL_TRANSLATIONS);

export const useJobsT = () => useT(NAMESPACE);
export const useLabelsT = () => useT(LABELS_NAMESPACE);
