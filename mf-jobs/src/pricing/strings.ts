/** The pricing editor's strings (namespace 'mf-jobs'; registered when this feature's code loads). */
import { addTranslations } from 'shared-ui';
import { NAMESPACE } from '../i18n';

const en = {
  pricing: {
    heading: 'Job Pricing',
    level: 'Level',
    regular: 'Regular',
    pb: 'PB',
    band: { small: '< 3.6k', below: '< 6k', above: '> 6k', all: 'All lengths' },
    bonus: 'Bonus',
    rate: '{{role}}, {{kind}} {{band}}, level {{level}}',
    bonusOf: 'Bonus of {{role}}',
    save: 'Save',
    invalid: 'Rates are numbers from 0 to {{max}}',
    outOfRange: 'From 0 to {{max}}',
  },
};

const th: typeof en = {
  pricing: {
    heading: 'ราคางาน',
    level: 'ระดับ',
    regular: 'ปกติ',
    pb: 'ตามผลงาน',
    band: { small: '< 3.6k', below: '< 6k', above: '> 6k', all: 'ทุกความยาว' },
    bonus: 'โบนัส',
    rate: '{{role}}, {{kind}} {{band}}, ระดับ {{level}}',
    bonusOf: 'โบนัสของ {{role}}',
    save: 'บันทึก',
    invalid: 'อัตราต้องเป็นตัวเลขตั้งแต่ 0 ถึง {{max}}',
    outOfRange: 'ตั้งแต่ 0 ถึง {{max}}',
  },
};

addTranslations(NAMESPACE, { en, th });
