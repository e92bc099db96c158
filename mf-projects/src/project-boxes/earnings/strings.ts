/** The earnings box's strings (namespace 'mf-projects', under `earningsBox`). */
import { addTranslations, useT } from 'shared-ui';
import { NAMESPACE } from '../../i18n';
import '../shared/strings';

const en = {
  earningsBox: {
    heading: 'Earnings',
    links: 'Video links',
    facebook: 'Facebook',
    youtube: 'YouTube',
    fbUrl: 'Facebook video URL',
    ytUrl: 'YouTube video URL',
    linksRequired: 'Enter at least one link',
    saveLinks: 'Save links',
    revenue: 'Revenue',
    total: 'Total',
    additional: 'Additional sources',
    synced: 'Synced',
    notSynced: 'Not synced yet',
    sync: 'Sync revenue',
    syncSubmit: 'Sync',
    syncTotal: 'Total earnings',
    source: 'Source {{n}}',
    sourceTotal: 'Source {{n}} total',
    addSource: 'Add source',
    removeSource: 'Remove source {{n}}',
    totalRequired: 'Enter the total, 0 or more',
    sourceRequired: 'Name the source',
    sourceTotalRequired: 'Enter the amount, 0 or more',
  },
};

const th: typeof en = {
  earningsBox: {
    heading: 'รายได้',
    links: 'ลิงก์วิดีโอ',
    facebook: 'Facebook',
    youtube: 'YouTube',
    fbUrl: 'URL วิดีโอ Facebook',
    ytUrl: 'URL วิดีโอ YouTube',
    linksRequired: 'กรอกลิงก์อย่างน้อยหนึ่งลิงก์',
    saveLinks: 'บันทึกลิงก์',
    revenue: 'รายได้รวม',
    total: 'รวม',
    additional: 'แหล่งรายได้อื่น',
    synced: 'ซิงก์เมื่อ',
    notSynced: 'ยังไม่ได้ซิงก์',
    sync: 'ซิงก์รายได้',
    syncSubmit: 'ซิงก์',
    syncTotal: 'รายได้รวม',
    source: 'แหล่งที่ {{n}}',
    sourceTotal: 'ยอดของแหล่งที่ {{n}}',
    addSource: 'เพิ่มแหล่งรายได้',
    removeSource: 'ลบแหล่งที่ {{n}}',
    totalRequired: 'กรอกยอดรวม ตั้งแต่ 0 ขึ้นไป',
    sourceRequired: 'ตั้งชื่อแหล่งรายได้',
    sourceTotalRequired: 'กรอกจำนวนเงิน ตั้งแต่ 0 ขึ้นไป',
  },
};

addTranslations(NAMESPACE, { en, th });

export const useEarningsT = () => useT(NAMESPACE);
