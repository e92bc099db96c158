// The words of the server's CSV downloads (statement, payout export, turnaround, review report) in the caller's language
// (request-locale.ts). English documents keep their words as they were; Thai ones translate the headings, the
// titles and the line kinds and statuses. Values people typed (names, titles, payment info) stay as typed, and
// numbers stay numbers so a spreadsheet can sum them.
export type CsvLocale = 'en' | 'th';

const CSV_WORDS_TH: Readonly<Record<string, string>> = {
  // Earnings statement (services/earnings-statement.ts)
  'Earnings statement': 'ใบแจ้งรายได้',
  Date: 'วันที่',
  Status: 'สถานะ',
  Line: 'รายการ',
  Project: 'โปรเจกต์',
  Job: 'งาน',
  Type: 'ประเภท',
  Level: 'ระดับ',
  Price: 'ราคา',
  Bonus: 'โบนัส',
  'PB share': 'ส่วนแบ่ง PB',
  Amount: 'จำนวนเงิน',
  'Payment date': 'วันที่จ่าย',
  'Receipt reference': 'เลขอ้างอิงใบเสร็จ',
  'Receipt files': 'ไฟล์ใบเสร็จ',
  Totals: 'รวม',
  Paid: 'จ่ายแล้ว',
  Owed: 'ค้างจ่าย',
  paid: 'จ่ายแล้ว',
  owed: 'ค้างจ่าย',
  job: 'งาน',
  bonus: 'โบนัส',
  pb: 'ส่วนแบ่ง PB',
  // Payout export (services/payout-batches.ts)
  Payee: 'ผู้รับเงิน',
  'Payment info': 'ข้อมูลการรับเงิน',
  'Line amount': 'จำนวนเงินของรายการ',
  Total: 'ยอดรวม',
  // Turnaround (services/turnaround.ts)
  Turnaround: 'ระยะเวลาทำงาน',
  'Job type': 'ประเภทงาน',
  'Star level': 'ระดับดาว',
  'Open to claimed (h)': 'เปิดถึงรับงาน (ชม.)',
  'Claimed to submitted (h)': 'รับงานถึงส่งงาน (ชม.)',
  'Submitted to approved (h)': 'ส่งงานถึงอนุมัติ (ชม.)',
  'Revision rounds': 'รอบแก้ไข',
  count: 'จำนวน',
  median: 'มัธยฐาน',
  '90th percentile': 'เปอร์เซ็นไทล์ที่ 90',
  Person: 'บุคคล',
  'Jobs approved': 'งานที่อนุมัติ',
  'With a due date': 'มีกำหนดส่ง',
  'On time': 'ตรงเวลา',
  'On-time rate': 'อัตราตรงเวลา',
  'Rounds per job': 'รอบต่องาน',
  // Review report (domain/review-report.ts)
  'Review report': 'รายงานความคิดเห็นรีวิว',
  Item: 'รายการ',
  Timecode: 'ไทม์โค้ด',
  Comment: 'ความคิดเห็น',
  Author: 'ผู้เขียน',
  From: 'มาจาก',
  Replies: 'การตอบกลับ',
  studio: 'สตูดิโอ',
  'review link': 'ลิงก์รีวิว',
  resolved: 'แก้ไขแล้ว',
  open: 'ยังเปิดอยู่',
  Platform: 'แพลตฟอร์ม',
  Decision: 'การตัดสินใจ',
  By: 'โดย',
  approved: 'อนุมัติ',
  'changes requested': 'ขอให้แก้ไข',
  'review.video': 'วิดีโอ',
  'review.cover': 'ภาพปก',
  'review.title': 'ชื่อเรื่อง',
  'review.scene': 'ฉาก',
};

/** The English of the words that are keys rather than text (the review's item kinds). */
const CSV_WORDS_EN: Readonly<Record<string, string>> = {
  'review.video': 'Video',
  'review.cover': 'Cover',
  'review.title': 'Title',
  'review.scene': 'Scene',
};

/** Translates one of the CSV words above into `locale` (an unknown word, or English, is returned as it is). */
export function csvWords(locale: CsvLocale): (english: string) => string {
  if (locale === 'en') return (english) => CSV_WORDS_EN[english] ?? english;
  return (english) => CSV_WORDS_TH[english] ?? english;
}
