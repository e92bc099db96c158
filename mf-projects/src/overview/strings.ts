/** The overview board's strings (namespace 'mf-projects'; registered when the board's code loads). */
import { addTranslations } from 'shared-ui';
import { NAMESPACE } from '../i18n';

const en = {
  overview: {
    heading: 'Project Overview',
    columns: 'Projects by status',
    count_one: '{{count}} project',
    count_other: '{{count}} projects',
    showThumbnails: 'Show thumbnails',
    updated: 'Updated {{date}}',
    collaborators: 'Collaborators',
    empty: 'No Projects Found',
    loadMore: 'Load More',
    adminsOnly: 'The overview board is for admins.',
  },
};

const th: typeof en = {
  overview: {
    heading: 'ภาพรวมโปรเจกต์',
    columns: 'โปรเจกต์ตามสถานะ',
    count_one: '{{count}} โปรเจกต์',
    count_other: '{{count}} โปรเจกต์',
    showThumbnails: 'แสดงภาพตัวอย่าง',
    updated: 'อัปเดต {{date}}',
    collaborators: 'ผู้ร่วมงาน',
    empty: 'ไม่พบโปรเจกต์',
    loadMore: 'โหลดเพิ่ม',
    adminsOnly: 'กระดานภาพรวมสำหรับผู้ดูแลระบบเท่านั้น',
  },
};

addTranslations(NAMESPACE, { en, th });
