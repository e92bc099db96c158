/** This remote's strings (namespace 'mf-admin') and the shared constant labels it shows. */
import { LABEL_TRANSLATIONS, LABELS_NAMESPACE } from 'shared-api';
import { addTranslations, useT } from 'shared-ui';

export const NAMESPACE = 'mf-admin';

const en = {
  areaFailed: 'The users area failed: {{message}}',
  nothingHere: 'Nothing here',
  users: {
    heading: 'Users',
    count_one: '{{count}} user',
    count_other: '{{count}} users',
    filter: 'Filter',
    level: 'Level',
    role: 'Role',
    allLevels: 'All',
    allRoles: 'All roles',
    lookup: 'Search users',
    lookupPlaceholder: 'Name, alias or e-mail',
    empty: 'Nothing here',
    loadMore: 'Load More',
    email: 'E-mail',
    roles: 'Roles',
    name: 'Name',
    noRoles: 'No roles',
  },
  account: {
    heading: 'Account Settings',
    profile: 'Profile',
    name: 'Name',
    alias: 'Credit name (alias)',
    email: 'E-mail',
    level: 'Level',
    roles: 'Roles',
    noRoles: 'No roles yet',
    signedOut: 'Sign in to see your account.',
  },
};

const th: typeof en = {
  areaFailed: 'ส่วนผู้ใช้โหลดไม่สำเร็จ: {{message}}',
  nothingHere: 'ไม่มีรายการ',
  users: {
    heading: 'ผู้ใช้',
    count_one: 'ผู้ใช้ {{count}} คน',
    count_other: 'ผู้ใช้ {{count}} คน',
    filter: 'ตัวกรอง',
    level: 'ระดับ',
    role: 'บทบาท',
    allLevels: 'ทั้งหมด',
    allRoles: 'ทุกบทบาท',
    lookup: 'ค้นหาผู้ใช้',
    lookupPlaceholder: 'ชื่อ ชื่อเครดิต หรืออีเมล',
    empty: 'ไม่มีรายการ',
    loadMore: 'โหลดเพิ่ม',
    email: 'อีเมล',
    roles: 'บทบาท',
    name: 'ชื่อ',
    noRoles: 'ไม่มีบทบาท',
  },
  account: {
    heading: 'ตั้งค่าบัญชี',
    profile: 'โปรไฟล์',
    name: 'ชื่อ',
    alias: 'ชื่อเครดิต (นามแฝง)',
    email: 'อีเมล',
    level: 'ระดับ',
    roles: 'บทบาท',
    noRoles: 'ยังไม่มีบทบาท',
    signedOut: 'เข้าสู่ระบบเพื่อดูบัญชีของคุณ',
  },
};

addTranslations(NAMESPACE, { en, th });
// The shell registers the labels too; registering here keeps the standalone QA host and tests complete.
addTranslations(LABELS_NAMESPACE, LABEL_TRANSLATIONS);

export const useAdminT = () => useT(NAMESPACE);
export const useLabelsT = () => useT(LABELS_NAMESPACE);
