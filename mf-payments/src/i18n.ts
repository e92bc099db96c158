/** This remote's strings (namespace 'mf-payments') and the shared constant labels it shows. */
import { LABEL_TRANSLATIONS, LABELS_NAMESPACE } from 'shared-api';
import { addTranslations, MESSAGES_NAMESPACE, useT } from 'shared-ui';

export const NAMESPACE = 'mf-payments';

const en = {
  areaFailed: 'The payments area failed: {{message}}',
  nothingHere: 'Nothing here',
  nav: {
    label: 'Payments',
    outstanding: 'Outstanding',
    history: 'History',
    pb: 'PB Breakdown',
  },
  staffFilter: {
    label: 'Staff',
    me: 'My own',
  },
  pb: {
    heading: 'PB Breakdown',
    lifetime: 'Lifetime earnings',
    paid: 'Paid',
    outstanding: 'Outstanding',
    empty: 'No performance-based earnings yet',
    projects: 'Performance-based earnings by project',
    project: 'Project',
    jobs: 'Jobs',
    earning: 'Earning',
    newTab: '(opens in a new tab)',
    payout: 'Record payout',
    payoutFor: 'Record payout for {{project}}',
  },
  pbPayout: {
    title: 'PB payout: {{project}}',
    amount: 'Amount',
    owed: 'Still owed on this project: {{amount}}',
    invalid: 'Enter an amount above $0 and at most {{amount}}.',
    pay: 'Record payout',
  },
  lines: {
    bonus: 'Bonus',
    pb: 'PB',
    pbTitle: 'Performance-based',
  },
  outstanding: {
    heading: 'Outstanding Payments',
    grandTotal: 'Total outstanding',
    empty: 'Nothing outstanding',
    loadMore: 'Load More payees',
    entryTotal: 'Total',
    paymentInfo: 'Payment info',
    pbCount: 'Performance-based jobs: {{count}}',
    jobsOwed: 'Owed to {{name}}',
    makePayment: 'Make Payment',
    makePaymentFor: 'Make Payment to {{name}}',
    pbBreakdownOf: "{{name}}'s PB Breakdown",
  },
  form: {
    title: 'Make Payment to {{name}}',
    items: 'Jobs and bonuses to pay',
    nothingTicked: 'Tick at least one job or bonus to pay.',
    total: 'Total',
    receipt: 'Receipt (optional)',
    receiptHint: 'One file: an image, a PDF or an office document, up to 60 MB.',
    uploading: 'Uploading {{name}}',
    removeReceipt: 'Remove the receipt {{name}}',
    tooLarge: 'The file is larger than 60 MB',
    comments: 'Comments (optional)',
    cancel: 'Cancel',
    pay: 'Pay {{amount}}',
  },
  history: {
    heading: 'Payment History',
    loadMore: 'Load More',
    details: 'Details',
    paidBy: 'by {{name}}',
    jobs: 'Jobs',
    job: 'Job',
    project: 'Project',
    amount: 'Amount',
    performanceBased: 'Performance-based',
    yes: 'Yes',
    no: 'No',
    pbCount: 'Performance-based jobs: {{count}}',
    comments: 'Comments',
    files: 'Receipts',
    noJobs: 'No jobs in this payment',
    pbPayouts: 'PB payouts',
  },
};

const th: typeof en = {
  areaFailed: 'ส่วนการจ่ายเงินโหลดไม่สำเร็จ: {{message}}',
  nothingHere: 'ไม่มีรายการ',
  nav: {
    label: 'การจ่ายเงิน',
    outstanding: 'ยอดค้างจ่าย',
    history: 'ประวัติ',
    pb: 'รายได้ PB',
  },
  staffFilter: {
    label: 'พนักงาน',
    me: 'ของฉัน',
  },
  pb: {
    heading: 'รายได้ PB',
    lifetime: 'รายได้ตลอดอายุ',
    paid: 'จ่ายแล้ว',
    outstanding: 'ค้างจ่าย',
    empty: 'ยังไม่มีรายได้แบบวัดผลงาน',
    projects: 'รายได้แบบวัดผลงานแยกตามโปรเจกต์',
    project: 'โปรเจกต์',
    jobs: 'งาน',
    earning: 'รายได้',
    newTab: '(เปิดในแท็บใหม่)',
    payout: 'บันทึกการจ่าย',
    payoutFor: 'บันทึกการจ่าย สำหรับ {{project}}',
  },
  pbPayout: {
    title: 'จ่ายส่วนแบ่ง PB: {{project}}',
    amount: 'จำนวนเงิน',
    owed: 'ยอดที่ยังค้างในโปรเจกต์นี้: {{amount}}',
    invalid: 'กรอกจำนวนเงินมากกว่า $0 และไม่เกิน {{amount}}',
    pay: 'บันทึกการจ่าย',
  },
  lines: {
    bonus: 'โบนัส',
    pb: 'PB',
    pbTitle: 'วัดผลงาน (PB)',
  },
  outstanding: {
    heading: 'ยอดค้างจ่าย',
    grandTotal: 'ยอดค้างจ่ายทั้งหมด',
    empty: 'ไม่มียอดค้างจ่าย',
    loadMore: 'โหลดผู้รับเงินเพิ่ม',
    entryTotal: 'รวม',
    paymentInfo: 'ข้อมูลการรับเงิน',
    pbCount: 'งานแบบวัดผลงาน: {{count}}',
    jobsOwed: 'ยอดที่ค้างจ่าย {{name}}',
    makePayment: 'จ่ายเงิน',
    // The button's name starts with its visible words as a word of their own (a space: Thai writes none between
    // words), so a person who says "จ่ายเงิน" to voice control reaches it (axe label-content-name-mismatch).
    makePaymentFor: 'จ่ายเงิน ให้ {{name}}',
    pbBreakdownOf: 'รายได้ PB ของ {{name}}',
  },
  form: {
    title: 'จ่ายเงินให้ {{name}}',
    items: 'งานและโบนัสที่จะจ่าย',
    nothingTicked: 'เลือกงานหรือโบนัสที่จะจ่ายอย่างน้อยหนึ่งรายการ',
    total: 'รวม',
    receipt: 'ใบเสร็จ (ไม่บังคับ)',
    receiptHint: 'หนึ่งไฟล์: รูปภาพ PDF หรือเอกสารสำนักงาน ไม่เกิน 60 MB',
    uploading: 'กำลังอัปโหลด {{name}}',
    removeReceipt: 'ลบใบเสร็จ {{name}}',
    tooLarge: 'ไฟล์ใหญ่เกิน 60 MB',
    comments: 'หมายเหตุ (ไม่บังคับ)',
    cancel: 'ยกเลิก',
    pay: 'จ่าย {{amount}}',
  },
  history: {
    heading: 'ประวัติการจ่ายเงิน',
    loadMore: 'โหลดเพิ่ม',
    details: 'รายละเอียด',
    paidBy: 'โดย {{name}}',
    jobs: 'งาน',
    job: 'งาน',
    project: 'โปรเจกต์',
    amount: 'จำนวนเงิน',
    performanceBased: 'วัดผลงาน (PB)',
    yes: 'ใช่',
    no: 'ไม่ใช่',
    pbCount: 'งานแบบวัดผลงาน: {{count}}',
    comments: 'หมายเหตุ',
    files: 'ใบเสร็จ',
    noJobs: 'ไม่มีงานในการจ่ายเงินนี้',
    pbPayouts: 'การจ่ายส่วนแบ่ง PB',
  },
};

/** The server's messages this remote shows (toasts and the payment form), in Thai; they arrive in English. */
const serverMessagesTh: Record<string, string> = {
  'Payment created': 'บันทึกการจ่ายเงินแล้ว',
  'Only holders of the payment role can record payments': 'เฉพาะผู้มีบทบาทการจ่ายเงินเท่านั้นที่บันทึกการจ่ายเงินได้',
  'You cannot record a payment to yourself': 'คุณบันทึกการจ่ายเงินให้ตัวเองไม่ได้',
  'Payments are for contributors': 'การจ่ายเงินมีไว้สำหรับผู้ร่วมงานเท่านั้น',
  'This Idempotency-Key was already used for another payment request': 'Idempotency-Key นี้ถูกใช้กับคำขอจ่ายเงินอื่นไปแล้ว',
  'You may read only your own PB breakdown': 'คุณดูรายละเอียดรายได้ PB ได้เฉพาะของตัวเองเท่านั้น',
  'PB payout recorded': 'บันทึกการจ่ายส่วนแบ่ง PB แล้ว',
  "amount: more than the user's PB share still owed on this project": 'amount: มากกว่าส่วนแบ่ง PB ที่ยังค้างจ่ายให้ผู้ใช้นี้ในโปรเจกต์นี้',
};

addTranslations(NAMESPACE, { en, th });
addTranslations(MESSAGES_NAMESPACE, {
  en: Object.fromEntries(Object.keys(serverMessagesTh).map((message) => [message, message])),
  th: serverMessagesTh,
});
// The shell registers the labels too; registering here keeps the standalone QA host and tests complete.
addTranslations(LABELS_NAMESPACE, LABEL_TRANSLATIONS);

export const usePaymentsT = () => useT(NAMESPACE);
export const useLabelsT = () => useT(LABELS_NAMESPACE);
