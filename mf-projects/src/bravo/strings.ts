/** The Bravo board's strings (namespace 'mf-projects', under `bravo`). */
import { addTranslations } from 'shared-ui';
import { NAMESPACE } from '../i18n';

const en = {
  bravo: {
    heading: 'Bravo Board',
    intro: 'Your drawings that other people liked.',
    empty: 'Here will appear your drawings liked by other people',
    loadMore: 'Load More',
    drawing: '{{project}}, scene {{n}}',
    likes: '{{count}} likes',
    open: 'Open {{project}}, scene {{n}} in the gallery',
  },
};
const th: typeof en = {
  bravo: {
    heading: 'บราโว่บอร์ด',
    intro: 'ภาพวาดของคุณที่คนอื่นถูกใจ',
    empty: 'ภาพวาดของคุณที่คนอื่นถูกใจจะแสดงที่นี่',
    loadMore: 'โหลดเพิ่ม',
    drawing: '{{project}} ฉาก {{n}}',
    likes: '{{count}} ถูกใจ',
    open: 'เปิด {{project}} ฉาก {{n}} ในแกลเลอรี',
  },
};

addTranslations(NAMESPACE, { en, th });
