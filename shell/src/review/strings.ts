/** Strings of the reviewer's page (namespace 'shell-review'), English and Thai, loaded with the page. */
import { addTranslations } from 'shared-ui';

export const REVIEW_NAMESPACE = 'shell-review';

const en = {
  title: 'Review: {{name}}',
  heading: 'Review',
  project: 'Project: {{title}}',
  loading: 'Opening the review…',
  noToken: 'This address has no review link in it; open the link the studio sent you.',
  password: {
    label: 'Password',
    lead: 'This review link has a password.',
    open: 'Open the review',
  },
  player: {
    label: 'Video player',
    play: 'Play',
    pause: 'Pause',
    previousFrame: 'Previous frame',
    nextFrame: 'Next frame',
    timecode: 'Timecode',
    timeline: 'Timeline',
    marker: 'Comment at {{timecode}} by {{author}}',
    keys: 'Left and right arrow keys step one frame (25 per second).',
    noFile: 'This video has no uploaded file to play here.',
  },
  comment: {
    heading: 'Your comment',
    name: 'Your name',
    text: 'Comment',
    at: 'At {{timecode}}',
    on: 'On',
    draw: 'Draw on the frame',
    stopDrawing: 'Stop drawing',
    clear: 'Clear drawing',
    canvas: 'Drawing over the paused frame',
    send: 'Send comment',
    readOnly: 'This link is for viewing only.',
  },
  decide: {
    approve: 'Approve for {{platform}}',
    changes: 'Request changes for {{platform}}',
    approved: 'Approved by {{author}}',
    changesAsked: 'Changes requested by {{author}}',
  },
  items: { video: 'Video ({{platform}})', cover: 'Cover {{position}}', title: 'Title {{position}}', scene: 'Scene {{position}}' },
  comments: { heading: 'Comments', none: 'No comments yet.', resolved: 'Resolved', studio: 'Studio', drawing: 'With a drawing' },
  platforms: { fb: 'Facebook', yt: 'YouTube', pr: 'Project page' },
};

const th: typeof en = {
  title: 'ตรวจงาน: {{name}}',
  heading: 'ตรวจงาน',
  project: 'โปรเจกต์: {{title}}',
  loading: 'กำลังเปิดการตรวจงาน…',
  noToken: 'ที่อยู่นี้ไม่มีลิงก์ตรวจงาน โปรดเปิดลิงก์ที่สตูดิโอส่งให้คุณ',
  password: {
    label: 'รหัสผ่าน',
    lead: 'ลิงก์ตรวจงานนี้มีรหัสผ่าน',
    open: 'เปิดการตรวจงาน',
  },
  player: {
    label: 'เครื่องเล่นวิดีโอ',
    play: 'เล่น',
    pause: 'หยุดชั่วคราว',
    previousFrame: 'เฟรมก่อนหน้า',
    nextFrame: 'เฟรมถัดไป',
    timecode: 'ไทม์โค้ด',
    timeline: 'ไทม์ไลน์',
    marker: 'ความคิดเห็นที่ {{timecode}} โดย {{author}}',
    keys: 'ปุ่มลูกศรซ้ายและขวาเลื่อนทีละหนึ่งเฟรม (25 เฟรมต่อวินาที)',
    noFile: 'วิดีโอนี้ไม่มีไฟล์ที่อัปโหลดไว้ให้เล่นที่นี่',
  },
  comment: {
    heading: 'ความคิดเห็นของคุณ',
    name: 'ชื่อของคุณ',
    text: 'ความคิดเห็น',
    at: 'ที่ {{timecode}}',
    on: 'เกี่ยวกับ',
    draw: 'วาดบนเฟรม',
    stopDrawing: 'หยุดวาด',
    clear: 'ล้างภาพวาด',
    canvas: 'ภาพวาดบนเฟรมที่หยุดไว้',
    send: 'ส่งความคิดเห็น',
    readOnly: 'ลิงก์นี้ใช้ดูได้อย่างเดียว',
  },
  decide: {
    approve: 'อนุมัติสำหรับ {{platform}}',
    changes: 'ขอให้แก้ไขสำหรับ {{platform}}',
    approved: 'อนุมัติโดย {{author}}',
    changesAsked: 'ขอให้แก้ไขโดย {{author}}',
  },
  items: { video: 'วิดีโอ ({{platform}})', cover: 'ภาพปก {{position}}', title: 'ชื่อเรื่อง {{position}}', scene: 'ฉาก {{position}}' },
  comments: { heading: 'ความคิดเห็น', none: 'ยังไม่มีความคิดเห็น', resolved: 'แก้ไขแล้ว', studio: 'สตูดิโอ', drawing: 'มีภาพวาด' },
  platforms: { fb: 'Facebook', yt: 'YouTube', pr: 'หน้าโปรเจกต์' },
};

addTranslations(REVIEW_NAMESPACE, { en, th });
