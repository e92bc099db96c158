/** This remote's strings (namespace 'mf-payments') and the shared constant labels it shows. */
import { LABEL_TRANSLATIONS, LABELS_NAMESPACE } from 'shared-api';
import { addTranslations, useT } from 'shared-ui';

export const NAMESPACE = 'mf-payments';

const en = {
  areaFailed: 'The payments area failed: {{message}}',
  nothingHere: 'Nothing here',
  history: {
    heading: 'Payment History',
    loadMore: 'Load More',
    details: 'Details',
    paidBy: 'by {{name}}',
    jobs: 'Jobs',
    job: 'Job',
    project: 'Project',
    amount: 'Amount',
    bonus: 'Bonus',
    performanceBased: 'Performance-based',
    yes: 'Yes',
    no: 'No',
    pbCount: 'Performance-based jobs: {{count}}',
    comments: 'Comments',
    files: 'Receipts',
    noJobs: 'No jobs in this payment',
  },
};

const th: typeof en = {
  areaFailed: 'ส่วนการจ่ายเงินโหลดไม่สำเร็จ: {{message}}',
  nothingHere: 'ไม่มีรายการ',
  history: {
    heading: 'ประวัติการจ่ายเงิน',
    loadMore: 'โหลดเพิ่ม',
    details: 'รายละเอียด',
    paidBy: 'โดย {{name}}',
    jobs: 'งาน',
    job: 'งาน',
    project: 'โปรเจกต์',
    amount: 'จำนวนเงิน',
    bonus: 'โบนัส',
    performanceBased: 'วัดผลงาน (PB)',
    yes: 'ใช่',
    no: 'ไม่ใช่',
    pbCount: 'งานแบบวัดผลงาน: {{count}}',
    comments: 'หมายเหตุ',
    files: 'ใบเสร็จ',
    noJobs: 'ไม่มีงานในการจ่ายเงินนี้',
  },
};

addTranslations(NAMESPACE, { en, th });
// The shell registers the labels too; registering here keeps the standalone QA host and tests complete.
addTranslations(LABELS_NAMESPACE, LABEL_TRANSLATIONS);

export const usePaymentsT = () => useT(NAMESPACE);
export const useLabelsT = () => useT(LABELS_NAMESPACE);
