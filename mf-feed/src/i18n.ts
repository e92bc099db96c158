/** This remote's strings (namespace 'mf-feed'). */
import { addTranslations, MESSAGES_NAMESPACE, useT } from 'shared-ui';

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
  docs: {
    title: 'Documentation',
    docs: 'Docs',
    newDoc: 'New Doc',
    loadMore: 'Load More',
    notFound: 'Doc not found',
    backToDocs: 'Back to Documentation',
    updated: 'Updated {{when}}',
    byline: 'by {{name}} · updated {{when}}',
    files: 'Files',
    download: 'Download {{name}}',
    menu: 'Doc menu',
    edit: 'Edit',
    delete: 'Delete',
    deleteQuestion: 'You sure you want to delete this doc?',
    cancel: 'Cancel',
    form: {
      newTitle: 'New Doc',
      editTitle: 'Edit Doc',
      title: 'Title',
      titleRequired: 'Enter a title',
      slug: 'Address',
      slugHint: 'Optional: lower-case words joined by hyphens; the doc then opens at /app/docs/{{example}}',
      slugInvalid: 'Use lower-case letters, digits and single hyphens only',
      body: 'Text',
      bodyHint: 'Markdown: # heading, **bold**, *italic*, [link](https://…), - list',
      files: 'Attach files',
      create: 'Create',
      save: 'Save Changes',
      waitForUploads: 'Waiting for uploads to finish…',
    },
  },
  uploads: {
    list: 'Attached files',
    tooLarge: 'The file is too large (60 MB at most)',
    failed: 'Error uploading file',
    remove: 'Remove {{name}}',
    progress: 'Uploading {{name}}',
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
  docs: {
    title: 'เอกสารประกอบ',
    docs: 'เอกสาร',
    newDoc: 'เอกสารใหม่',
    loadMore: 'โหลดเพิ่ม',
    notFound: 'ไม่พบเอกสาร',
    backToDocs: 'กลับไปที่เอกสารประกอบ',
    updated: 'อัปเดต {{when}}',
    byline: 'โดย {{name}} · อัปเดต {{when}}',
    files: 'ไฟล์',
    download: 'ดาวน์โหลด {{name}}',
    menu: 'เมนูเอกสาร',
    edit: 'แก้ไข',
    delete: 'ลบ',
    deleteQuestion: 'แน่ใจหรือไม่ว่าต้องการลบเอกสารนี้?',
    cancel: 'ยกเลิก',
    form: {
      newTitle: 'เอกสารใหม่',
      editTitle: 'แก้ไขเอกสาร',
      title: 'ชื่อเรื่อง',
      titleRequired: 'กรุณาใส่ชื่อเรื่อง',
      slug: 'ที่อยู่',
      slugHint: 'ไม่บังคับ: คำภาษาอังกฤษตัวพิมพ์เล็กคั่นด้วยขีด แล้วเอกสารจะเปิดที่ /app/docs/{{example}}',
      slugInvalid: 'ใช้ได้เฉพาะตัวพิมพ์เล็ก ตัวเลข และขีดเดี่ยว',
      body: 'เนื้อหา',
      bodyHint: 'Markdown: # หัวข้อ, **ตัวหนา**, *ตัวเอียง*, [ลิงก์](https://…), - รายการ',
      files: 'แนบไฟล์',
      create: 'สร้าง',
      save: 'บันทึกการเปลี่ยนแปลง',
      waitForUploads: 'กำลังรอให้อัปโหลดเสร็จ…',
    },
  },
  uploads: {
    list: 'ไฟล์ที่แนบ',
    tooLarge: 'ไฟล์ใหญ่เกินไป (ไม่เกิน 60 MB)',
    failed: 'อัปโหลดไฟล์ไม่สำเร็จ',
    remove: 'เอา {{name}} ออก',
    progress: 'กำลังอัปโหลด {{name}}',
  },
};

addTranslations(NAMESPACE, { en, th });

/** The docs calls' answers (routes/api/blogposts), in Thai for toasts and form errors. */
const serverMessagesTh: Record<string, string> = {
  'Doc created': 'สร้างเอกสารแล้ว',
  'Doc saved': 'บันทึกเอกสารแล้ว',
  'Doc deleted': 'ลบเอกสารแล้ว',
  'Doc not found': 'ไม่พบเอกสาร',
  'Only admins write docs': 'เฉพาะผู้ดูแลระบบเท่านั้นที่เขียนเอกสารได้',
  'Docs are for contributors': 'เอกสารสำหรับผู้ร่วมงานเท่านั้น',
  'title is required': 'กรุณาใส่ชื่อเรื่อง',
  'slug may hold only lower-case letters, digits and single hyphens': 'ที่อยู่ใช้ได้เฉพาะตัวพิมพ์เล็ก ตัวเลข และขีดเดี่ยว',
};
addTranslations(MESSAGES_NAMESPACE, {
  en: Object.fromEntries(Object.keys(serverMessagesTh).map((message) => [message, message])),
  th: serverMessagesTh,
});

export const useFeedT = () => useT(NAMESPACE);
