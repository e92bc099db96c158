/** The page hosts' own words (the modal titles), in both languages; registered when `shared-ui/hosts` is loaded. */
import type { TranslationTable } from '../i18n/i18n';

export const HOSTS_NAMESPACE = 'shared-ui-hosts';

const en: TranslationTable = {
  modals: {
    'project-form': 'New project',
    'job-create': 'New job',
    'post-form': 'New post',
    'memo-form': 'New memo',
  },
};

const th: TranslationTable = {
  modals: {
    'project-form': 'โปรเจกต์ใหม่',
    'job-create': 'งานใหม่',
    'post-form': 'โพสต์ใหม่',
    'memo-form': 'บันทึกข้อความใหม่',
  },
};

export const hostStrings = { en, th };
