/** The Media section's review box (namespace 'mf-projects', under `review`), English and Thai. */
import { addTranslations } from 'shared-ui';
import { NAMESPACE } from '../i18n';

const en = {
  review: {
    heading: 'Client review',
    create: {
      heading: 'Share for review',
      kind: 'Shows',
      kinds: { video: 'The video', social: 'Covers and titles', storyboard: 'The storyboard' },
      name: 'Link name',
      password: 'Password (optional)',
      days: 'Expires in (days)',
      mayComment: 'The reviewer may comment and decide',
      submit: 'Create review link',
      address: 'Review address (shown once: copy it now)',
    },
    comments: 'Review comments',
    none: 'No review comments yet.',
    at: 'at {{timecode}}',
    drawing: 'Drawing by {{author}}',
    resolved: 'Resolved',
    resolve: 'Mark resolved',
    reopen: 'Reopen',
    reply: 'Reply',
    replyLabel: 'Reply to {{author}}',
    decisions: 'Decisions',
    decision: { approved: 'approved', changes: 'asked for changes on' },
    item: { video: 'the video', cover: 'a cover', title: 'a title', scene: 'a scene' },
    decided: '{{author}} {{decision}} {{item}} ({{platform}})',
  },
};

const th: typeof en = {
  review: {
    heading: 'การตรวจงานของลูกค้า',
    create: {
      heading: 'แชร์ให้ตรวจงาน',
      kind: 'แสดง',
      kinds: { video: 'วิดีโอ', social: 'ภาพปกและชื่อเรื่อง', storyboard: 'สตอรี่บอร์ด' },
      name: 'ชื่อลิงก์',
      password: 'รหัสผ่าน (ไม่บังคับ)',
      days: 'หมดอายุใน (วัน)',
      mayComment: 'ผู้ตรวจแสดงความคิดเห็นและตัดสินได้',
      submit: 'สร้างลิงก์ตรวจงาน',
      address: 'ที่อยู่สำหรับตรวจงาน (แสดงครั้งเดียว โปรดคัดลอกตอนนี้)',
    },
    comments: 'ความคิดเห็นจากการตรวจงาน',
    none: 'ยังไม่มีความคิดเห็นจากการตรวจงาน',
    at: 'ที่ {{timecode}}',
    drawing: 'ภาพวาดโดย {{author}}',
    resolved: 'แก้ไขแล้ว',
    resolve: 'ทำเครื่องหมายว่าแก้ไขแล้ว',
    reopen: 'เปิดอีกครั้ง',
    reply: 'ตอบกลับ',
    replyLabel: 'ตอบกลับ {{author}}',
    decisions: 'การตัดสิน',
    decision: { approved: 'อนุมัติ', changes: 'ขอให้แก้ไข' },
    item: { video: 'วิดีโอ', cover: 'ภาพปก', title: 'ชื่อเรื่อง', scene: 'ฉาก' },
    decided: '{{author}} {{decision}}{{item}} ({{platform}})',
  },
};

addTranslations(NAMESPACE, { en, th });
