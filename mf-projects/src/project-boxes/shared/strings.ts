/**
 * Strings the boxes share, and the Thai of the server's messages they show (toasts arrive in English and are
 * translated through the 'messages' namespace). Namespace 'mf-projects', under `boxes`.
 */
import { addTranslations, MESSAGES_NAMESPACE, useT } from 'shared-ui';
import { NAMESPACE } from '../../i18n';

const en = {
  boxes: {
    save: 'Save',
    cancel: 'Cancel',
    loadMore: 'Load More',
    notChosen: 'Not chosen',
    notConnected: 'Not Connected',
    byWhen: '{{name}}, {{when}}',
  },
};

const th: typeof en = {
  boxes: {
    save: 'บันทึก',
    cancel: 'ยกเลิก',
    loadMore: 'โหลดเพิ่ม',
    notChosen: 'ยังไม่ได้เลือก',
    notConnected: 'ยังไม่ได้เชื่อมต่อ',
    byWhen: '{{name}}, {{when}}',
  },
};

/** The server's messages on the boxes' calls (docs/api.md "The project page"), and the page's own toast. */
const messagesTh: Record<string, string> = {
  'Checklist updated': 'อัปเดตเช็กลิสต์แล้ว',
  'Relaunch disabled': 'ปิดการเผยแพร่ซ้ำแล้ว',
  'Relaunch enabled': 'เปิดการเผยแพร่ซ้ำแล้ว',
  'Upload started': 'เริ่มอัปโหลดแล้ว',
  'Updated Drive Folder': 'อัปเดตโฟลเดอร์ไดรฟ์แล้ว',
  'Google Drive Setup Complete!': 'ตั้งค่า Google Drive เสร็จแล้ว!',
  'Drive setup has already run for this project': 'โปรเจกต์นี้ตั้งค่าไดรฟ์ไปแล้ว',
  'Earnings links saved': 'บันทึกลิงก์รายได้แล้ว',
  'Sync done': 'ซิงก์เสร็จแล้ว',
  'Project not found': 'ไม่พบโปรเจกต์',
};

addTranslations(NAMESPACE, { en, th });
addTranslations(MESSAGES_NAMESPACE, {
  en: Object.fromEntries(Object.keys(messagesTh).map((message) => [message, message])),
  th: messagesTh,
});

export const useBoxesT = () => useT(NAMESPACE);
