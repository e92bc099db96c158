/** The checklist box's strings (namespace 'mf-projects', under `checklistBox`). */
import { addTranslations, useT } from 'shared-ui';
import { NAMESPACE } from '../../i18n';
import '../shared/strings';

const en = {
  checklistBox: {
    heading: 'Checklist',
    progress: 'Checklist progress',
    percent: '{{n}}%',
    complete: 'Complete',
    empty: 'No checklist steps yet',
    adminOnly: 'Admins only',
    help: 'Help',
    helpFor: 'Help: {{name}}',
    tickedBy: 'Ticked by {{name}}',
    goTo: 'Go to {{box}}',
    notOnPage: 'That box is not on the page for this project now',
    box: {
      collaborators: 'Collaborators',
      'raw-script': 'Raw script',
      docs: 'Docs',
      'storyboard-brief': 'Storyboard brief',
      specs: 'Specs',
      drive: 'Drive setup',
    },
    fbRelaunch: 'Facebook relaunch',
    fbRelaunchText: 'Launched on Facebook over {{days}} days ago: time for a relaunch.',
    launchDate: 'Facebook launch date',
    plannedLaunches: 'Planned launch',
    plannedOn: { fb: 'Facebook {{date}}', yt: 'YouTube {{date}}' },
    disableRelaunch: 'Disable relaunch',
    launchDirector: 'Launch director',
    nobodyClaimed: 'Nobody has claimed the launch yet',
    claimForLaunch: 'Claim for launch',
  },
};

const th: typeof en = {
  checklistBox: {
    heading: 'เช็กลิสต์',
    progress: 'ความคืบหน้าของเช็กลิสต์',
    percent: '{{n}}%',
    complete: 'ครบแล้ว',
    empty: 'ยังไม่มีขั้นตอนในเช็กลิสต์',
    adminOnly: 'เฉพาะผู้ดูแลระบบ',
    help: 'วิธีทำ',
    helpFor: 'วิธีทำ: {{name}}',
    tickedBy: 'ติ๊กโดย {{name}}',
    goTo: 'ไปที่{{box}}',
    notOnPage: 'ตอนนี้ส่วนนั้นไม่ได้แสดงในหน้าของโปรเจกต์นี้',
    box: {
      collaborators: 'ผู้ร่วมงาน',
      'raw-script': 'สคริปต์ดิบ',
      docs: 'เอกสาร',
      'storyboard-brief': 'บรีฟสตอรี่บอร์ด',
      specs: 'สเปก',
      drive: 'ตั้งค่าไดรฟ์',
    },
    fbRelaunch: 'เผยแพร่ซ้ำบน Facebook',
    fbRelaunchText: 'เผยแพร่บน Facebook มาแล้วเกิน {{days}} วัน: ถึงเวลาเผยแพร่ซ้ำ',
    launchDate: 'วันที่เผยแพร่บน Facebook',
    plannedLaunches: 'วันเปิดตัวตามแผน',
    plannedOn: { fb: 'Facebook {{date}}', yt: 'YouTube {{date}}' },
    disableRelaunch: 'ปิดการเผยแพร่ซ้ำ',
    launchDirector: 'ผู้กำกับการเผยแพร่',
    nobodyClaimed: 'ยังไม่มีใครรับงานเผยแพร่',
    claimForLaunch: 'รับงานเผยแพร่',
  },
};

/**
 * Thai names of the spec's steps (doc 2 section 4), by step id. English shows the server's name, so only Thai
 * has this table: a step the table does not know keeps the server's name in both languages.
 */
const stepNamesTh: Record<string, string> = {
  'project-setup': 'ตั้งค่าโปรเจกต์',
  'script-editing': 'แก้ไขสคริปต์',
  'script-wrapup': 'ปิดงานสคริปต์',
  'storyboard-setup': 'ตั้งค่าสตอรี่บอร์ด',
  'video-recording': 'บันทึกวิดีโอ',
  'voice-recording': 'บันทึกเสียงพากย์',
  'video-editing': 'ตัดต่อวิดีโอ',
  'video-finalizing': 'เก็บงานวิดีโอ',
  'launch-prep': 'เตรียมเผยแพร่',
  'youTube-launch': 'เผยแพร่บน YouTube',
  'facebook-launch': 'เผยแพร่บน Facebook',
};

/** Thai names of the spec's sub-items, by sub-item id (`step/item`); English shows the server's name, as for steps. */
const itemNamesTh: Record<string, string> = {
  'project-setup/collaborators': 'เชิญผู้ร่วมงาน',
  'project-setup/specs': 'เลือกระดับ เสียงพากย์ และเพลง',
  'project-setup/drive': 'ตั้งค่าโฟลเดอร์ในไดรฟ์',
  'script-editing/structure': 'ตรวจโครงเรื่อง',
  'script-editing/proofread': 'พิสูจน์อักษรของแต่ละฉาก',
  'script-editing/length': 'ตรวจจำนวนคำ',
  'script-wrapup/sensitive-words': 'ตรวจคำเตือนเรื่องคำเสี่ยง',
  'script-wrapup/approval': 'ขออนุมัติสคริปต์',
  'storyboard-setup/brief': 'ส่งบรีฟสตอรี่บอร์ด',
  'storyboard-setup/artist': 'มอบหมายนักวาดสตอรี่บอร์ด',
  'storyboard-setup/sketches': 'อนุมัติภาพร่าง',
  'video-recording/schedule': 'นัดวันถ่ายทำ',
  'video-recording/footage': 'อัปโหลดฟุตเทจ',
  'voice-recording/voice': 'จองผู้พากย์ที่เลือกไว้',
  'voice-recording/record': 'อัดเสียงบรรยาย',
  'voice-recording/check': 'ตรวจเสียงที่อัดเทียบกับสคริปต์',
  'video-editing/rough-cut': 'ตัดต่อฉบับร่าง',
  'video-editing/music': 'ใส่เพลง',
  'video-editing/review': 'ตรวจงานตัดต่อ',
  'video-finalizing/coloring': 'ปรับแต่งสีภาพ',
  'video-finalizing/subtitles': 'ซับไตเติล',
  'video-finalizing/final-export': 'ส่งออกวิดีโอฉบับสมบูรณ์',
  'launch-prep/covers': 'เลือกภาพปก',
  'launch-prep/titles': 'เลือกชื่อเรื่อง',
  'launch-prep/schedule': 'กำหนดวันเผยแพร่',
  'youTube-launch/upload': 'อัปโหลดวิดีโอ',
  'youTube-launch/details': 'ตั้งชื่อเรื่อง ภาพปก และคำอธิบาย',
  'youTube-launch/publish': 'เผยแพร่',
  'facebook-launch/upload': 'อัปโหลดวิดีโอ',
  'facebook-launch/details': 'ตั้งชื่อเรื่อง ภาพปก และคำอธิบาย',
  'facebook-launch/publish': 'เผยแพร่',
};

addTranslations(NAMESPACE, { en, th });
addTranslations(NAMESPACE, { en: {}, th: { checklistStep: stepNamesTh, checklistItem: itemNamesTh } });

export const useChecklistT = () => useT(NAMESPACE);
