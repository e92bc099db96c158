/** The standalone QA page's own words (its thin bar), in both languages. */
import type { TranslationTable } from 'shared-ui';

export const STANDALONE_NAMESPACE = 'standalone';

const en: TranslationTable = {
  host: 'standalone QA host',
  areas: 'Areas',
  signedOut: 'not signed in',
  login: 'Login',
  logout: 'Logout',
};

const th: TranslationTable = {
  host: 'หน้าทดสอบแยกสำหรับ QA',
  areas: 'ส่วนต่างๆ',
  signedOut: 'ยังไม่ได้เข้าสู่ระบบ',
  login: 'เข้าสู่ระบบ',
  logout: 'ออกจากระบบ',
};

export const standaloneStrings = { en, th };
