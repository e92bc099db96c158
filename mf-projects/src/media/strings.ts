/**
 * The Media section's strings (namespace 'mf-projects', under `media`; registered when the project page's code
 * loads) and Thai versions of the messages the covers and titles calls answer with.
 */
import { addTranslations, MESSAGES_NAMESPACE } from 'shared-ui';
import { NAMESPACE } from '../i18n';

const en = {
  media: {
    platforms: { fb: 'Facebook', yt: 'YouTube', pr: 'Project page' },
    covers: {
      heading: 'Covers',
      empty: 'No covers yet',
      upload: 'Upload covers',
      uploading: 'Uploading {{name}}',
      tooLarge: '{{name}} is larger than 60 MB',
      open: 'Open cover {{n}} in the gallery',
      cover: 'Cover {{n}}',
      replace: 'Replace image',
      replaceLabel: 'Replace image of cover {{n}}',
      versions: 'Versions',
      versionsLabel: 'Versions of cover {{n}}',
      versionsTitle: 'Cover {{n}} versions',
      uploaded: 'uploaded cover {{ago}}',
      delete: 'Delete',
      deleteLabel: 'Delete cover {{n}}',
      deleteConfirm: 'Delete cover {{n}}?',
      select: 'Use cover {{n}} on {{platform}}',
      selected: 'Chosen for',
    },
    titles: {
      heading: 'Titles',
      empty: 'No titles yet',
      new: 'New title',
      add: 'Add title',
      edit: 'Edit',
      editLabel: 'Edit title {{n}}',
      textLabel: 'Title {{n}}',
      save: 'Save',
      cancel: 'Cancel',
      delete: 'Delete',
      deleteLabel: 'Delete title {{n}}',
      deleteConfirm: 'Remove the title "{{title}}"?',
      select: 'Use title {{n}} on {{platform}}',
      demon: 'Demonetized on {{platform}}',
      demonLabel: 'Title {{n}} demonetized on {{platform}}',
      demonetized: 'Demonetized: {{platform}}',
      sensitive: 'May contain sensitive terms',
    },
    sort: {
      covers: {
        sortable: 'movable cover',
        move: 'Move cover {{n}}',
        help: 'To move a cover with the keyboard: focus its handle, press Space, use the arrow keys, then Space again to drop it or Escape to cancel.',
        picked: 'Picked up cover {{n}}',
        moved: 'Cover {{from}} moved to place {{to}}',
        dropped: 'Cover {{n}} dropped at place {{to}}',
        cancelled: 'Move cancelled: cover {{n}} is back in place',
      },
      titles: {
        sortable: 'movable title',
        move: 'Move title {{n}}',
        help: 'To move a title with the keyboard: focus its handle, press Space, use the arrow keys, then Space again to drop it or Escape to cancel.',
        picked: 'Picked up title {{n}}',
        moved: 'Title {{from}} moved to place {{to}}',
        dropped: 'Title {{n}} dropped at place {{to}}',
        cancelled: 'Move cancelled: title {{n}} is back in place',
      },
    },
    carousel: {
      label: 'Titles with this cover',
      previous: 'Previous title',
      next: 'Next title',
      position: 'Title {{current}} of {{total}}',
    },
    rating: {
      label: 'Rating',
      rate: 'Rate {{value}} of 5',
      people_one: '{{count}} person rated',
      people_other: '{{count}} people rated',
      score: '{{score}} of 5',
    },
    cancel: 'Cancel',
    nothingHere: 'Nothing here',
    mockView: 'See the chosen cover and title in the YouTube mock view',
  },
};

const th: typeof en = {
  media: {
    platforms: { fb: 'Facebook', yt: 'YouTube', pr: 'หน้าโปรเจกต์' },
    covers: {
      heading: 'ภาพปก',
      empty: 'ยังไม่มีภาพปก',
      upload: 'อัปโหลดภาพปก',
      uploading: 'กำลังอัปโหลด {{name}}',
      tooLarge: '{{name}} ใหญ่กว่า 60 MB',
      open: 'เปิดภาพปก {{n}} ในแกลเลอรี',
      cover: 'ภาพปก {{n}}',
      replace: 'เปลี่ยนภาพ',
      replaceLabel: 'เปลี่ยนภาพของภาพปก {{n}}',
      versions: 'เวอร์ชัน',
      versionsLabel: 'เวอร์ชันของภาพปก {{n}}',
      versionsTitle: 'เวอร์ชันของภาพปก {{n}}',
      uploaded: 'อัปโหลดภาพปก {{ago}}',
      delete: 'ลบ',
      deleteLabel: 'ลบภาพปก {{n}}',
      deleteConfirm: 'ลบภาพปก {{n}} ใช่ไหม',
      select: 'ใช้ภาพปก {{n}} บน {{platform}}',
      selected: 'เลือกใช้บน',
    },
    titles: {
      heading: 'ชื่อเรื่อง',
      empty: 'ยังไม่มีชื่อเรื่อง',
      new: 'ชื่อเรื่องใหม่',
      add: 'เพิ่มชื่อเรื่อง',
      edit: 'แก้ไข',
      editLabel: 'แก้ไขชื่อเรื่อง {{n}}',
      textLabel: 'ชื่อเรื่อง {{n}}',
      save: 'บันทึก',
      cancel: 'ยกเลิก',
      delete: 'ลบ',
      deleteLabel: 'ลบชื่อเรื่อง {{n}}',
      deleteConfirm: 'ลบชื่อเรื่อง "{{title}}" ใช่ไหม',
      select: 'ใช้ชื่อเรื่อง {{n}} บน {{platform}}',
      demon: 'ถูกปิดการสร้างรายได้บน {{platform}}',
      demonLabel: 'ชื่อเรื่อง {{n}} ถูกปิดการสร้างรายได้บน {{platform}}',
      demonetized: 'ปิดการสร้างรายได้: {{platform}}',
      sensitive: 'อาจมีคำที่อ่อนไหว',
    },
    sort: {
      covers: {
        sortable: 'ภาพปกที่ย้ายได้',
        move: 'ย้ายภาพปก {{n}}',
        help: 'การย้ายภาพปกด้วยแป้นพิมพ์: โฟกัสที่จับ กด Space ใช้ปุ่มลูกศร แล้วกด Space อีกครั้งเพื่อวาง หรือ Escape เพื่อยกเลิก',
        picked: 'หยิบภาพปก {{n}} แล้ว',
        moved: 'ย้ายภาพปก {{from}} ไปที่ตำแหน่ง {{to}}',
        dropped: 'วางภาพปก {{n}} ที่ตำแหน่ง {{to}}',
        cancelled: 'ยกเลิกการย้าย: ภาพปก {{n}} กลับที่เดิมแล้ว',
      },
      titles: {
        sortable: 'ชื่อเรื่องที่ย้ายได้',
        move: 'ย้ายชื่อเรื่อง {{n}}',
        help: 'การย้ายชื่อเรื่องด้วยแป้นพิมพ์: โฟกัสที่จับ กด Space ใช้ปุ่มลูกศร แล้วกด Space อีกครั้งเพื่อวาง หรือ Escape เพื่อยกเลิก',
        picked: 'หยิบชื่อเรื่อง {{n}} แล้ว',
        moved: 'ย้ายชื่อเรื่อง {{from}} ไปที่ตำแหน่ง {{to}}',
        dropped: 'วางชื่อเรื่อง {{n}} ที่ตำแหน่ง {{to}}',
        cancelled: 'ยกเลิกการย้าย: ชื่อเรื่อง {{n}} กลับที่เดิมแล้ว',
      },
    },
    carousel: {
      label: 'ชื่อเรื่องกับภาพปกนี้',
      previous: 'ชื่อเรื่องก่อนหน้า',
      next: 'ชื่อเรื่องถัดไป',
      position: 'ชื่อเรื่อง {{current}} จาก {{total}}',
    },
    rating: {
      label: 'คะแนน',
      rate: 'ให้ {{value}} จาก 5 ดาว',
      people_one: '{{count}} คนให้คะแนน',
      people_other: '{{count}} คนให้คะแนน',
      score: '{{score}} จาก 5',
    },
    cancel: 'ยกเลิก',
    nothingHere: 'ไม่มีอะไรที่นี่',
    mockView: 'ดูภาพปกและชื่อเรื่องที่เลือกในมุมมองจำลอง YouTube',
  },
};

addTranslations(NAMESPACE, { en, th });

// The covers and titles calls' answers, in Thai.
const serverMessagesTh = {
  'Cover uploaded': 'อัปโหลดภาพปกแล้ว',
  'Cover image replaced': 'เปลี่ยนภาพของภาพปกแล้ว',
  'Cover selected': 'เลือกภาพปกแล้ว',
  'Cover unselected': 'ยกเลิกการเลือกภาพปกแล้ว',
  'Cover deleted': 'ลบภาพปกแล้ว',
  'Rating saved': 'บันทึกคะแนนแล้ว',
  'Title added': 'เพิ่มชื่อเรื่องแล้ว',
  'Title updated': 'อัปเดตชื่อเรื่องแล้ว',
  'Title selected': 'เลือกชื่อเรื่องแล้ว',
  'Title unselected': 'ยกเลิกการเลือกชื่อเรื่องแล้ว',
  'Title marked demonetized': 'ทำเครื่องหมายว่าถูกปิดการสร้างรายได้แล้ว',
  'Demonetized mark removed': 'นำเครื่องหมายปิดการสร้างรายได้ออกแล้ว',
  'Title deleted': 'ลบชื่อเรื่องแล้ว',
  'Cover order updated': 'อัปเดตลำดับภาพปกแล้ว',
  'Title order updated': 'อัปเดตลำดับชื่อเรื่องแล้ว',
  'The order changed meanwhile: reload and move it again': 'ลำดับถูกเปลี่ยนไประหว่างนี้ โหลดใหม่แล้วย้ายอีกครั้ง',
  'Cover not found': 'ไม่พบภาพปก',
  'Title not found': 'ไม่พบชื่อเรื่อง',
  "Only the project's PMs and its cover designers may add, change, order or rate covers and titles":
    'เฉพาะ PM ของโปรเจกต์และนักออกแบบภาพปกเท่านั้นที่เพิ่ม แก้ไข จัดลำดับ หรือให้คะแนนภาพปกและชื่อเรื่องได้',
  "Only the project's PMs may choose, mark or delete covers and titles":
    'เฉพาะ PM ของโปรเจกต์เท่านั้นที่เลือก ทำเครื่องหมาย หรือลบภาพปกและชื่อเรื่องได้',
  'file: a cover must be a jpg, png, gif or webp image': 'ไฟล์: ภาพปกต้องเป็นภาพ jpg, png, gif หรือ webp',
  'title: write a title (1 to 300 characters)': 'ชื่อเรื่อง: เขียนชื่อเรื่อง (1 ถึง 300 ตัวอักษร)',
  'rating: give 1 to 5 stars, or 0 to take your rating away': 'คะแนน: ให้ 1 ถึง 5 ดาว หรือ 0 เพื่อยกเลิกคะแนนของคุณ',
};
addTranslations(MESSAGES_NAMESPACE, {
  en: Object.fromEntries(Object.keys(serverMessagesTh).map((message) => [message, message])),
  th: serverMessagesTh,
});

// The nav entry of the section (spec doc 2: "Left nav: Home, Script, Media, Specs, Jobs").
addTranslations(NAMESPACE, {
  en: { page: { nav: { socialmedia: 'Media' } } },
  th: { page: { nav: { socialmedia: 'สื่อ' } } },
});
