/** "Split into scenes" strings (namespace 'mf-projects', under `page.rawScript`; registered with its chunk). */
import { addTranslations } from 'shared-ui';
import { NAMESPACE } from '../../i18n';

addTranslations(NAMESPACE, {
  en: { page: { rawScript: { split: 'Split into scenes', undoSplit: 'Undo the split' } } },
  th: { page: { rawScript: { split: 'แบ่งเป็นฉาก', undoSplit: 'ยกเลิกการแบ่ง' } } },
});
