/** The comments side modal's review comments (namespace 'mf-feed', under `reviewComments`), English and Thai. */
import { addTranslations } from 'shared-ui';
import { NAMESPACE } from '../i18n';

const en = {
  reviewComments: {
    heading: 'Review comments',
    list: 'Review comments from clients',
    mark: 'Review comment',
    item: { video: 'Video {{position}}', cover: 'Cover {{position}}', title: 'Title {{position}}', scene: 'Scene {{position}}' },
    at: 'at {{timecode}}',
    drawing: 'Drawing by {{author}}',
    resolved: 'Resolved',
    resolve: 'Mark resolved',
    reopen: 'Reopen',
    reply: 'Reply',
    replyLabel: 'Reply to {{author}}',
    send: 'Send reply',
  },
};

const th: typeof en = {
  reviewComments: {
    heading: 'ความคิดเห็นจากการตรวจงาน',
    list: 'ความคิดเห็นจากการตรวจงานของลูกค้า',
    mark: 'ความคิดเห็นจากการตรวจงาน',
    item: { video: 'วิดีโอ {{position}}', cover: 'ภาพปก {{position}}', title: 'ชื่อเรื่อง {{position}}', scene: 'ฉาก {{position}}' },
    at: 'ที่ {{timecode}}',
    drawing: 'ภาพวาดโดย {{author}}',
    resolved: 'แก้ไขแล้ว',
    resolve: 'ทำเครื่องหมายว่าแก้ไขแล้ว',
    reopen: 'เปิดอีกครั้ง',
    reply: 'ตอบกลับ',
    replyLabel: 'ตอบกลับ {{author}}',
    send: 'ส่งคำตอบ',
  },
};

addTranslations(NAMESPACE, { en, th });
