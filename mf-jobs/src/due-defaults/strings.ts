/** The due-date defaults editor's strings (namespace 'mf-jobs'; registered when this feature's code loads). */
import { addTranslations } from 'shared-ui';
import { NAMESPACE } from '../i18n';

const en = {
  dueDefaults: {
    heading: 'Due-date defaults',
    intro:
      'The due date a new job is offered, in days after it is created, by job type and project length. The project manager may change it or leave it empty.',
    jobType: 'Job type',
    band: { '12': '< 3.6k', '0': 'Standard', '3': '> 6k', all: 'All lengths' },
    days: 'Days',
    daysOf: '{{jobType}}, {{band}}: days',
    none: 'Empty: no default',
    invalid: 'Days are whole numbers from 1 to 365, or empty',
    save: 'Save due-date defaults',
  },
};

const th: typeof en = {
  dueDefaults: {
    heading: 'ค่าเริ่มต้นวันกำหนดส่ง',
    intro: 'วันกำหนดส่งที่เสนอให้งานใหม่ เป็นจำนวนวันหลังสร้างงาน แยกตามประเภทงานและความยาวโปรเจกต์ ผู้จัดการโปรเจกต์เปลี่ยนหรือเว้นว่างได้',
    jobType: 'ประเภทงาน',
    band: { '12': '< 3.6k', '0': 'มาตรฐาน', '3': '> 6k', all: 'ทุกความยาว' },
    days: 'จำนวนวัน',
    daysOf: '{{jobType}}, {{band}}: จำนวนวัน',
    none: 'เว้นว่าง: ไม่มีค่าเริ่มต้น',
    invalid: 'จำนวนวันต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 365 หรือเว้นว่าง',
    save: 'บันทึกค่าเริ่มต้นวันกำหนดส่ง',
  },
};

addTranslations(NAMESPACE, { en, th });
