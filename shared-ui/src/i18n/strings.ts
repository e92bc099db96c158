/** shared-ui's own strings (namespace 'shared-ui') and Thai translations of shared messages (namespace 'messages'). */
export const SHARED_UI_NAMESPACE = 'shared-ui';
export const MESSAGES_NAMESPACE = 'messages';

export const sharedUiStrings = {
  en: {
    loading: 'Loading...',
    retry: 'Retry',
    close: 'Close',
    dismiss: 'Dismiss',
    moreCount: '+{{n}} more',
    download: 'Download',
    previous: 'Previous',
    next: 'Next',
    nothingHere: 'Nothing here',
    unexpectedError: 'Unexpected error occurred',
    notifications: 'Notifications',
    /** The toasts' stack (not "Notifications": the dashboard and the bell own that name). */
    statusMessages: 'Status messages',
    gallery: 'Gallery',
    unknownUser: 'Unknown user',
    galleryPosition: '{{current}} of {{total}}',
    stars: '{{value}} of {{max}} stars',
    relative: { now: 'now', s: '{{n}}s', m: '{{n}}m', h: '{{n}}h', d: '{{n}}d', w: '{{n}}w', mo: '{{n}}mo', yr: '{{n}}yr' },
    countdown: { left: '{{d}}d {{h}}h {{m}}m left', over: '0d 0h 0m' },
    comments_one: '{{count}} comment: open the comments',
    comments_other: '{{count}} comments: open the comments',
    /** The same for one of many items on a screen (a scene of the list), so each link's name is its own. */
    commentsOn_one: '{{count}} comment on {{item}}: open the comments',
    commentsOn_other: '{{count}} comments on {{item}}: open the comments',
    remote: {
      loadFailed: 'This part of the app could not be loaded. Check your connection and try again.',
      renderFailed: 'This part of the app stopped working.',
      incompatible: 'This part was deployed with an incompatible version.',
      notDeployed: 'This part of the app is not available right now.',
    },
    filePicker: {
      attach: 'Attach files',
      list: 'Attached files',
      uploading: 'Uploading {{name}}',
      remove: 'Remove {{name}}',
      tooLarge: 'The file is too large ({{mb}} MB at most)',
      failed: 'Error uploading file',
    },
    upload: {
      choose: 'Choose a file',
    },
  },
  th: {
    loading: 'กำลังโหลด...',
    retry: 'ลองอีกครั้ง',
    close: 'ปิด',
    dismiss: 'ปิดข้อความ',
    moreCount: '+ อีก {{n}}',
    download: 'ดาวน์โหลด',
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
    nothingHere: 'ไม่มีรายการ',
    unexpectedError: 'เกิดข้อผิดพลาดที่ไม่คาดคิด',
    notifications: 'การแจ้งเตือน',
    statusMessages: 'ข้อความสถานะ',
    gallery: 'แกลเลอรี',
    unknownUser: 'ผู้ใช้ที่ไม่รู้จัก',
    galleryPosition: '{{current}} จาก {{total}}',
    stars: '{{value}} จาก {{max}} ดาว',
    relative: {
      now: 'เมื่อสักครู่',
      s: '{{n}} วิ',
      m: '{{n}} นาที',
      h: '{{n}} ชม.',
      d: '{{n}} วัน',
      w: '{{n}} สัปดาห์',
      mo: '{{n}} เดือน',
      yr: '{{n}} ปี',
    },
    countdown: { left: 'เหลือ {{d}} วัน {{h}} ชม. {{m}} นาที', over: '0 วัน 0 ชม. 0 นาที' },
    comments_one: '{{count}} ความคิดเห็น: เปิดความคิดเห็น',
    comments_other: '{{count}} ความคิดเห็น: เปิดความคิดเห็น',
    commentsOn_one: '{{count}} ความคิดเห็นใน{{item}}: เปิดความคิดเห็น',
    commentsOn_other: '{{count}} ความคิดเห็นใน{{item}}: เปิดความคิดเห็น',
    remote: {
      loadFailed: 'โหลดส่วนนี้ของแอปไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
      renderFailed: 'ส่วนนี้ของแอปหยุดทำงาน',
      incompatible: 'ส่วนนี้ของแอปถูกติดตั้งด้วยเวอร์ชันที่เข้ากันไม่ได้',
      notDeployed: 'ส่วนนี้ของแอปยังใช้งานไม่ได้ในขณะนี้',
    },
    filePicker: {
      attach: 'แนบไฟล์',
      list: 'ไฟล์ที่แนบ',
      uploading: 'กำลังอัปโหลด {{name}}',
      remove: 'เอา {{name}} ออก',
      tooLarge: 'ไฟล์ใหญ่เกินไป (ไม่เกิน {{mb}} MB)',
      failed: 'อัปโหลดไฟล์ไม่สำเร็จ',
    },
    upload: {
      choose: 'เลือกไฟล์',
    },
  },
};

/**
 * The client's own messages that travel as English text (shared-api's catalogue: a 500, a network failure), keyed by
 * that text. The server's sentences arrive in the reader's language (server/src/plugins/message-translations.ts).
 */
export const sharedMessages = {
  en: {
    'Unexpected error occurred': 'Unexpected error occurred',
  },
  th: {
    'Unexpected error occurred': 'เกิดข้อผิดพลาดที่ไม่คาดคิด',
  },
};
