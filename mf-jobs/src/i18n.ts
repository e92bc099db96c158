/**
 * This remote's strings (namespace 'mf-jobs') that the job lists, the My Jobs widget and the job actions show,
 * and the shared constant labels. Each other feature registers its own part of the namespace beside its code
 * (job/strings.ts, create/strings.ts, pricing/strings.ts, project/strings.ts), so the dashboard widget does
 * not download the strings of screens it never shows.
 */
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
    listHeading: {
      'my-jobs': 'My jobs',
      open: 'Open jobs',
      incomplete: 'Jobs not done yet',
      inprogress: 'Jobs in progress',
      pending: 'Jobs waiting for approval',
      completed: 'Completed jobs',
      unpaid: 'Unpaid jobs',
    },
    pricing: 'Job Pricing',
    levelPrice: 'L{{level}} {{amount}}',
    payments: 'Outstanding Payments',
    empty: 'No jobs',
    loadMore: 'Load More',
    claimedBy: 'Claimed by {{name}}',
    unclaimed: 'Not claimed',
    created: 'Created {{ago}}',
    important: 'Rush',
    project: 'Project',
    staff: 'Staff',
    staffLookup: 'Find staff',
    staffResults: 'Staff found',
    noStaffFound: 'Nobody found',
    everyone: 'Everyone',
    showEveryone: 'Show everyone',
    filteredByUser: 'Claimed by one user',
    oneProject: 'One project only',
    allProjects: 'Show all projects',
    view: 'View',
    due: 'Due {{date}}',
    dueLate: 'Late',
    sort: 'Sort',
    sortNewest: 'Newest',
    sortDue: 'Due date',
    lateOnly: 'Late only',
    dueDate: 'Due date',
    dueHint: 'Date and time in your time zone ({{zone}}); leave empty for none',
    duePast: 'The due date must be later than now',
    dueOffered: "Offered from the studio's default for this job type and length: {{days}} days from now. Change or clear it.",
    changeDue: 'Change due date',
  },
  job: {
    actions: {
      claim: 'Claim',
      release: 'Release Myself',
      submit: 'Submit for Approval',
      'release-user': 'Release User',
      reject: 'Request Revision',
      approve: 'Approve',
    },
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
    listHeading: {
      'my-jobs': 'งานของฉัน',
      open: 'งานที่ว่าง',
      incomplete: 'งานที่ยังไม่เสร็จ',
      inprogress: 'งานที่กำลังทำ',
      pending: 'งานที่รออนุมัติ',
      completed: 'งานที่เสร็จแล้ว',
      unpaid: 'งานที่ยังไม่จ่าย',
    },
    pricing: 'ราคางาน',
    levelPrice: 'ระดับ {{level}} {{amount}}',
    payments: 'ยอดค้างจ่าย',
    empty: 'ไม่มีงาน',
    loadMore: 'โหลดเพิ่ม',
    claimedBy: 'รับงานโดย {{name}}',
    unclaimed: 'ยังไม่มีผู้รับงาน',
    created: 'สร้างเมื่อ {{ago}}',
    important: 'ด่วน',
    project: 'โปรเจกต์',
    staff: 'ทีมงาน',
    staffLookup: 'ค้นหาทีมงาน',
    staffResults: 'ทีมงานที่พบ',
    noStaffFound: 'ไม่พบใคร',
    everyone: 'ทุกคน',
    showEveryone: 'แสดงทุกคน',
    filteredByUser: 'รับงานโดยผู้ใช้หนึ่งคน',
    oneProject: 'เฉพาะโปรเจกต์เดียว',
    allProjects: 'แสดงทุกโปรเจกต์',
    view: 'ดู',
    due: 'กำหนดส่ง {{date}}',
    dueLate: 'เลยกำหนด',
    sort: 'เรียงตาม',
    sortNewest: 'ใหม่ล่าสุด',
    sortDue: 'วันกำหนดส่ง',
    lateOnly: 'เฉพาะงานที่เลยกำหนด',
    dueDate: 'วันกำหนดส่ง',
    dueHint: 'วันที่และเวลาตามเขตเวลาของคุณ ({{zone}}) เว้นว่างได้หากไม่มีกำหนด',
    duePast: 'วันกำหนดส่งต้องอยู่หลังเวลาปัจจุบัน',
    dueOffered: 'เสนอจากค่าเริ่มต้นของสตูดิโอสำหรับประเภทงานและความยาวนี้: {{days}} วันนับจากตอนนี้ เปลี่ยนหรือล้างได้',
    changeDue: 'เปลี่ยนวันกำหนดส่ง',
  },
  job: {
    actions: {
      claim: 'รับงาน',
      release: 'ปล่อยงาน',
      submit: 'ส่งงานเพื่ออนุมัติ',
      'release-user': 'ปลดผู้รับงาน',
      reject: 'ขอให้แก้ไข',
      approve: 'อนุมัติ',
    },
  },
  widget: { title: 'งานของฉัน', viewAll: 'ดูทั้งหมด' },
};

addTranslations(NAMESPACE, { en, th });
// The shell registers the labels too; registering here keeps the standalone QA host and tests complete.
addTranslations(LABELS_NAMESPACE, LABEL_TRANSLATIONS);

export const useJobsT = () => useT(NAMESPACE);
export const useLabelsT = () => useT(LABELS_NAMESPACE);
