/** This remote's strings (namespace 'mf-feed'). */
import { addTranslations, useT } from 'shared-ui';

export const NAMESPACE = 'mf-feed';

const en = {
  areaFailed: 'The feed area failed: {{message}}',
  nothingHere: 'Nothing here',
  feed: {
    postCount_one: '{{count}} post',
    postCount_other: '{{count}} posts',
    feeds: 'Feeds',
    groups: { aggregate: 'Overview', feeds: 'Feeds', levels: 'Levels', roles: 'Roles' },
    posts: 'Posts',
    loadMore: 'Load More',
    by: 'by {{name}}',
    unknownAuthor: 'a former user',
    rating: 'Rating {{rating}} of 5',
  },
};

const th: typeof en = {
  areaFailed: 'ส่วนฟีดโหลดไม่สำเร็จ: {{message}}',
  nothingHere: 'ไม่มีรายการ',
  feed: {
    postCount_one: '{{count}} โพสต์',
    postCount_other: '{{count}} โพสต์',
    feeds: 'ฟีด',
    groups: { aggregate: 'ภาพรวม', feeds: 'ฟีด', levels: 'ระดับ', roles: 'บทบาท' },
    posts: 'โพสต์',
    loadMore: 'โหลดเพิ่ม',
    by: 'โดย {{name}}',
    unknownAuthor: 'ผู้ใช้เดิม',
    rating: 'คะแนน {{rating}} จาก 5',
  },
};

addTranslations(NAMESPACE, { en, th });

export const useFeedT = () => useT(NAMESPACE);
