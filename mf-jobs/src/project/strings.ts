/** The project jobs section's strings (namespace 'mf-jobs'; registered when this feature's code loads). */
import { addTranslations } from 'shared-ui';
import { NAMESPACE } from '../i18n';

const en = {
  section: {
    heading: 'Jobs',
    createJob: '+ Create Job',
    viewAll: 'View All',
  },
};

const th: typeof en = {
  section: {
    heading: 'งาน',
    createJob: '+ สร้างงาน',
    viewAll: 'ดูทั้งหมด',
  },
};

addTranslations(NAMESPACE, { en, th });
