/** Strings of the shell's rarely opened pages (namespace 'shell-pages'), loaded with those pages. */
import { addTranslations } from 'shared-ui';

export const SHELL_PAGES_NAMESPACE = 'shell-pages';

const en = {
  terms: {
    title: 'Freelance Services Terms and Conditions',
    intro: 'Before you can claim jobs, please read and agree to the terms under which you provide freelance services to the studio.',
    points: {
      work: 'You deliver the work of the jobs you claim by their deadline, to the quality described in the job.',
      rights: 'Work you deliver and are paid for becomes the studio’s property, including the right to publish and adapt it.',
      payment: 'Approved jobs are paid at the price shown for your role level, plus any bonus, through the payment details on your account.',
      confidentiality: 'Scripts, storyboards and unpublished videos stay confidential until the studio publishes them.',
      conduct: 'Be respectful in comments and messages; the studio may remove access for abuse.',
    },
    agree: 'I Agree',
    agreed: 'You agreed to Freelance Services Terms and Conditions',
  },
  pages: {
    home: {
      title: 'Welcome to Studio',
      lead: 'Studio is where our clients, staff, freelancers and project managers produce videos together.',
      steps: {
        projects: 'Projects follow a video from the idea through script writing, storyboarding, production and finalizing to launch.',
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
    },
  },
};

const th: typeof en = {
  terms: {
    title: 'ข้อกำหนดและเงื่อนไขการให้บริการฟรีแลนซ์',
    intro: 'ก่อนรับงาน โปรดอ่านและยอมรับข้อกำหนดในการให้บริการฟรีแลนซ์แก่สตูดิโอ',
    points: {
      work: 'คุณส่งมอบงานที่รับไว้ภายในกำหนด และมีคุณภาพตามที่ระบุในงาน',
      rights: 'งานที่ส่งมอบและได้รับค่าตอบแทนแล้วเป็นกรรมสิทธิ์ของสตูดิโอ รวมถึงสิทธิ์ในการเผยแพร่และดัดแปลง',
      payment: 'งานที่อนุมัติแล้วจะได้รับค่าตอบแทนตามราคาสำหรับระดับของคุณ รวมโบนัส (ถ้ามี) ผ่านข้อมูลการชำระเงินในบัญชีของคุณ',
      confidentiality: 'สคริปต์ สตอรี่บอร์ด และวิดีโอที่ยังไม่เผยแพร่ต้องเก็บเป็นความลับจนกว่าสตูดิโอจะเผยแพร่',
      conduct: 'โปรดสุภาพในความคิดเห็นและข้อความ สตูดิโออาจระงับการเข้าถึงหากมีการใช้ในทางที่ผิด',
    },
    agree: 'ฉันยอมรับ',
    agreed: 'คุณยอมรับข้อกำหนดและเงื่อนไขการให้บริการฟรีแลนซ์แล้ว',
  },
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
    },
  },
};

addTranslations(SHELL_PAGES_NAMESPACE, { en, th });
