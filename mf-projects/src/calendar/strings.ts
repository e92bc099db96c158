/** The studio calendar's strings (namespace 'mf-projects'; registered when the calendar's code loads). */
import { addTranslations } from 'shared-ui';
import { NAMESPACE } from '../i18n';

const en = {
  calendar: {
    heading: 'Calendar',
    note: 'Planned launches and jobs due, in your time zone',
    period: 'Period',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    today: 'Today',
    views: 'View',
    month: 'Month',
    week: 'Week',
    weekOf: '{{first}} – {{last}}',
    days: 'Days of {{period}}',
    nothing: 'Nothing planned or due in this period.',
    launch: { fb: 'Facebook launch', yt: 'YouTube launch' },
    due: 'Due {{time}}',
    late: 'Late',
    truncated: 'This period holds more than 500 launches or jobs; the first 500 of each are shown. Look at a week instead.',
    pmsOnly: 'The calendar is for project managers and admins.',
  },
};

const th: typeof en = {
  calendar: {
    heading: 'ปฏิทิน',
    note: 'วันเปิดตัวที่วางแผนไว้และงานที่ถึงกำหนดส่ง ตามเขตเวลาของคุณ',
    period: 'ช่วงเวลา',
    previousMonth: 'เดือนก่อน',
    nextMonth: 'เดือนถัดไป',
    previousWeek: 'สัปดาห์ก่อน',
    nextWeek: 'สัปดาห์ถัดไป',
    today: 'วันนี้',
    views: 'มุมมอง',
    month: 'เดือน',
    week: 'สัปดาห์',
    weekOf: '{{first}} – {{last}}',
    days: 'วันใน{{period}}',
    nothing: 'ไม่มีการเปิดตัวหรืองานที่ถึงกำหนดในช่วงนี้',
    launch: { fb: 'เปิดตัวบน Facebook', yt: 'เปิดตัวบน YouTube' },
    due: 'กำหนดส่ง {{time}}',
    late: 'เลยกำหนด',
    truncated: 'ช่วงนี้มีการเปิดตัวหรืองานมากกว่า 500 รายการ จึงแสดงเพียง 500 รายการแรกของแต่ละประเภท ลองดูเป็นรายสัปดาห์แทน',
    pmsOnly: 'ปฏิทินสำหรับผู้จัดการโปรเจกต์และผู้ดูแลระบบเท่านั้น',
  },
};

addTranslations(NAMESPACE, { en, th });
