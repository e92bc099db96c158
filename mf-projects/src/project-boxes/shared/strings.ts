/**
 * Strings the boxes share, and the Thai of their own toast (translated through the 'messages' namespace).
 * Namespace 'mf-projects', under `boxes`.
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

/** The boxes' own toast (the drive setup finished); the server's answers arrive in the reader's language. */
const messagesTh: Record<string, string> = {
  'Google Drive Setup Complete!': 'ตั้งค่า Google Drive เสร็จแล้ว!',
};

addTranslations(NAMESPACE, { en, th });
addTranslations(MESSAGES_NAMESPACE, {
  en: Object.fromEntries(Object.keys(messagesTh).map((message) => [message, message])),
  th: messagesTh,
});

export const useBoxesT = () => useT(NAMESPACE);
