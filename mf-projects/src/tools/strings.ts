/** The Tools screens' strings (namespace 'mf-projects', under `tools`), the story categories and exaggerations in Thai. */
import { addTranslations, MESSAGES_NAMESPACE, useT } from 'shared-ui';
import { NAMESPACE } from '../i18n';

const en = {
  tools: {
    heading: 'Tools',
    samples: 'Cover and title samples',
    addHeading: 'Add a sample',
    image: 'Cover image',
    imageHint: 'jpg, png, gif or webp',
    uploading: 'Uploading…',
    uploaded: 'Uploaded: {{name}}',
    title: 'Title',
    category: 'Story Category',
    exaggeration: 'Exaggeration',
    add: 'Add sample',
    empty: 'No samples yet.',
    loadMore: 'Load More',
    delete: 'Delete',
    deleteSample: 'Delete “{{title}}”',
    deleteQuestion: 'Delete the sample “{{title}}”?',
    mockView: 'YouTube mock view',
    all: 'All',
    filters: 'Filters',
    slots: 'Slots',
    mockHeading: 'YouTube mock view',
    backToTools: 'Back to Tools',
    projectTitle: 'Your title',
    prevCover: 'Previous cover for slot {{n}}',
    nextCover: 'Next cover for slot {{n}}',
    prevTitle: 'Previous title for slot {{n}}',
    nextTitle: 'Next title for slot {{n}}',
    slotLabel: 'Slot {{n}}',
    projectSlot: 'Your video',
    noCover: 'No cover yet',
    noSamples: 'No samples match these filters; add some in Tools.',
    loadFailed: 'The samples could not be loaded.',
    preview: 'Preview frames',
  },
  sampleCategory: { Injustice: 'Injustice', Naughty: 'Naughty', Conflict: 'Conflict', Tragedy: 'Tragedy', Helpful: 'Helpful' },
  sampleExaggeration: {
    Sex: 'Sex',
    Conflict: 'Conflict',
    Extreme: 'Extreme',
    'Counter Intuitive': 'Counter Intuitive',
    Curious: 'Curious',
    Helpful: 'Helpful',
  },
};

const th: typeof en = {
  tools: {
    heading: 'เครื่องมือ',
    samples: 'ตัวอย่างปกและชื่อเรื่อง',
    addHeading: 'เพิ่มตัวอย่าง',
    image: 'ภาพปก',
    imageHint: 'jpg, png, gif หรือ webp',
    uploading: 'กำลังอัปโหลด…',
    uploaded: 'อัปโหลดแล้ว: {{name}}',
    title: 'ชื่อเรื่อง',
    category: 'หมวดเรื่อง',
    exaggeration: 'ความเกินจริง',
    add: 'เพิ่มตัวอย่าง',
    empty: 'ยังไม่มีตัวอย่าง',
    loadMore: 'โหลดเพิ่ม',
    delete: 'ลบ',
    deleteSample: 'ลบ “{{title}}”',
    deleteQuestion: 'ลบตัวอย่าง “{{title}}” ไหม',
    mockView: 'มุมมองจำลอง YouTube',
    all: 'ทั้งหมด',
    filters: 'ตัวกรอง',
    slots: 'จำนวนช่อง',
    mockHeading: 'มุมมองจำลอง YouTube',
    backToTools: 'กลับไปที่เครื่องมือ',
    projectTitle: 'ชื่อเรื่องของคุณ',
    prevCover: 'ปกก่อนหน้าของช่อง {{n}}',
    nextCover: 'ปกถัดไปของช่อง {{n}}',
    prevTitle: 'ชื่อเรื่องก่อนหน้าของช่อง {{n}}',
    nextTitle: 'ชื่อเรื่องถัดไปของช่อง {{n}}',
    slotLabel: 'ช่อง {{n}}',
    projectSlot: 'วิดีโอของคุณ',
    noCover: 'ยังไม่มีปก',
    noSamples: 'ไม่มีตัวอย่างที่ตรงกับตัวกรอง เพิ่มได้ที่เครื่องมือ',
    loadFailed: 'โหลดตัวอย่างไม่สำเร็จ',
    preview: 'เฟรมตัวอย่าง',
  },
  sampleCategory: {
    Injustice: 'ความอยุติธรรม',
    Naughty: 'ซุกซน',
    Conflict: 'ความขัดแย้ง',
    Tragedy: 'โศกนาฏกรรม',
    Helpful: 'มีประโยชน์',
  },
  sampleExaggeration: {
    Sex: 'เรื่องเพศ',
    Conflict: 'ความขัดแย้ง',
    Extreme: 'สุดขั้ว',
    'Counter Intuitive': 'ผิดคาด',
    Curious: 'น่าสงสัย',
    Helpful: 'มีประโยชน์',
  },
};

addTranslations(NAMESPACE, { en, th });

const serverMessagesTh: Record<string, string> = {
  'Sample added': 'เพิ่มตัวอย่างแล้ว',
  'Sample deleted': 'ลบตัวอย่างแล้ว',
  'props.title must not be blank': 'props.title: ชื่อเรื่องต้องไม่ว่าง',
  'props.fileId: the sample needs an image (jpg, png, gif or webp) you uploaded':
    'props.fileId: ตัวอย่างต้องมีภาพ (jpg, png, gif หรือ webp) ที่คุณอัปโหลด',
};
addTranslations(MESSAGES_NAMESPACE, {
  en: Object.fromEntries(Object.keys(serverMessagesTh).map((message) => [message, message])),
  th: serverMessagesTh,
});

export const useToolsT = () => useT(NAMESPACE);
