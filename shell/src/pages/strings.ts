/** Strings of the shell's rarely opened pages (namespace 'shell-pages'), loaded with those pages. */
import { addTranslations } from 'shared-ui';

export const SHELL_PAGES_NAMESPACE = 'shell-pages';

const en = {
  pages: {
    home: {
      title: 'Welcome to Studio',
      lead: 'Studio is where our clients, staff, freelancers and project managers produce videos together.',
      steps: {
        projects:
          'Projects follow a video from the idea through script writing, storyboarding, production and finalizing to launch.',
        jobs: 'Each project is split into jobs — script, storyboard, voice, editing and more — that contributors claim, submit and get paid for.',
        feed: 'The feed carries news, memos and documentation for the whole team.',
      },
      start: 'Open your projects',
    },
    about: {
      title: 'About Studio',
      body: 'We are an animation and video studio producing stories for online platforms. Our team works remotely across Thailand and beyond, and every video is made by many hands: writers, storyboard artists, voice actors, colourists, editors and sound designers.',
      howTitle: 'How we work',
      how: 'Project managers plan each video and publish its jobs. Contributors claim jobs that match their roles, deliver their work, and are paid per approved job, with bonuses for work above expectations. Performance-based projects also share part of their earnings with the people who made them.',
    },
    contact: {
      title: 'Contact',
      body: 'Questions about a project, a job or a payment? Write to the project manager in the project’s comments first. For anything else, reach the studio here:',
      email: 'E-mail',
      emailValue: 'hello@studio.example',
      hours: 'Office hours',
      hoursValue: 'Monday to Friday, 9:00–18:00 (Bangkok time)',
      payments: 'Payments',
      paymentsValue: 'payments@studio.example',
      form: {
        title: 'Write to us',
        name: 'Your name',
        email: 'Your e-mail',
        subject: 'Subject',
        message: 'Message',
        kind: 'What are you sending?',
        kindMessage: 'A message for the studio',
        kindStory: 'A story for a video',
        story: 'Your story',
        lesson: 'What will this story teach people',
        send: 'Send',
      },
    },
  },
};

const th: typeof en = {
  pages: {
    home: {
      title: 'ยินดีต้อนรับสู่ Studio',
      lead: 'Studio คือที่ที่ลูกค้า พนักงาน ฟรีแลนซ์ และผู้จัดการโปรเจกต์ผลิตวิดีโอร่วมกัน',
      steps: {
        projects: 'โปรเจกต์ติดตามวิดีโอตั้งแต่ไอเดีย ผ่านการเขียนสคริปต์ สตอรี่บอร์ด การผลิต และการเก็บงาน จนถึงการเผยแพร่',
        jobs: 'แต่ละโปรเจกต์แบ่งเป็นงาน เช่น สคริปต์ สตอรี่บอร์ด พากย์เสียง ตัดต่อ ที่ผู้ร่วมงานรับไปทำ ส่งงาน และได้รับค่าตอบแทน',
        feed: 'ฟีดรวบรวมข่าวสาร บันทึกข้อความ และเอกสารสำหรับทั้งทีม',
      },
      start: 'เปิดโปรเจกต์ของคุณ',
    },
    about: {
      title: 'เกี่ยวกับ Studio',
      body: 'เราเป็นสตูดิโอแอนิเมชันและวิดีโอที่ผลิตเรื่องราวสำหรับแพลตฟอร์มออนไลน์ ทีมของเราทำงานทางไกลทั่วประเทศไทยและที่อื่น ๆ และทุกวิดีโอเกิดจากหลายมือ ทั้งนักเขียน นักวาดสตอรี่บอร์ด นักพากย์ ช่างลงสี ช่างตัดต่อ และนักออกแบบเสียง',
      howTitle: 'วิธีการทำงานของเรา',
      how: 'ผู้จัดการโปรเจกต์วางแผนแต่ละวิดีโอและเปิดงาน ผู้ร่วมงานรับงานที่ตรงกับบทบาทของตน ส่งมอบงาน และได้รับค่าตอบแทนตามงานที่อนุมัติ พร้อมโบนัสสำหรับงานที่เกินความคาดหมาย โปรเจกต์แบบแบ่งรายได้ยังแบ่งรายได้ส่วนหนึ่งให้ผู้ที่ร่วมสร้างด้วย',
    },
    contact: {
      title: 'ติดต่อ',
      body: 'มีคำถามเกี่ยวกับโปรเจกต์ งาน หรือการชำระเงิน? เขียนถึงผู้จัดการโปรเจกต์ในความคิดเห็นของโปรเจกต์ก่อน สำหรับเรื่องอื่น ๆ ติดต่อสตูดิโอได้ที่:',
      email: 'อีเมล',
      emailValue: 'hello@studio.example',
      hours: 'เวลาทำการ',
      hoursValue: 'วันจันทร์ถึงวันศุกร์ 9:00–18:00 (เวลากรุงเทพฯ)',
      payments: 'การชำระเงิน',
      paymentsValue: 'payments@studio.example',
      form: {
        title: 'เขียนถึงเรา',
        name: 'ชื่อของคุณ',
        email: 'อีเมลของคุณ',
        subject: 'หัวข้อ',
        message: 'ข้อความ',
        kind: 'คุณต้องการส่งอะไร',
        kindMessage: 'ข้อความถึงสตูดิโอ',
        kindStory: 'เรื่องเล่าสำหรับทำวิดีโอ',
        story: 'เรื่องเล่าของคุณ',
        lesson: 'เรื่องนี้สอนอะไรผู้คน',
        send: 'ส่ง',
      },
    },
  },
};

addTranslations(SHELL_PAGES_NAMESPACE, { en, th });
