/** The video box's strings (namespace 'mf-projects', under `video`), and the server's answers in Thai. */
import { addTranslations, MESSAGES_NAMESPACE, useT } from 'shared-ui';
import { NAMESPACE } from '../i18n';

const en = {
  video: {
    heading: 'Video',
    platforms: 'Video platform',
    pr: 'Project',
    yt: 'YouTube',
    fb: 'Facebook',
    inactive: 'The video box opens once the project is in production.',
    noVideo: 'No video yet.',
    player: '{{platform}} video',
    url: 'Video URL',
    urlHint: 'A YouTube or Facebook video address',
    urlRequired: 'Enter the video URL',
    embed: 'Embed video',
    updateUrl: 'Update video URL',
    file: 'Video file',
    downloadFile: 'Download {{name}}',
    uploadFile: 'Upload a video file',
    subtitles: 'Subtitles',
    noSubtitles: 'No subtitles yet.',
    uploadSubtitle: 'Upload subtitles (.srt or .vtt)',
    downloadSubtitle: 'Download {{name}}',
    deleteSubtitle: 'Delete',
    deleteSubtitleLabel: 'Delete subtitle {{name}}',
    deleteSubtitleConfirm: 'Are you sure you want to delete the subtitle {{name}}?',
    uploading: 'Uploading…',
    loadFailed: 'The video box could not be loaded.',
  },
};

const th: typeof en = {
  video: {
    heading: 'วิดีโอ',
    platforms: 'แพลตฟอร์มวิดีโอ',
    pr: 'โปรเจกต์',
    yt: 'YouTube',
    fb: 'Facebook',
    inactive: 'กล่องวิดีโอจะเปิดเมื่อโปรเจกต์อยู่ในขั้นตอนการผลิต',
    noVideo: 'ยังไม่มีวิดีโอ',
    player: 'วิดีโอ {{platform}}',
    url: 'URL วิดีโอ',
    urlHint: 'ลิงก์วิดีโอ YouTube หรือ Facebook',
    urlRequired: 'กรอก URL วิดีโอ',
    embed: 'ฝังวิดีโอ',
    updateUrl: 'อัปเดต URL วิดีโอ',
    file: 'ไฟล์วิดีโอ',
    downloadFile: 'ดาวน์โหลด {{name}}',
    uploadFile: 'อัปโหลดไฟล์วิดีโอ',
    subtitles: 'คำบรรยาย',
    noSubtitles: 'ยังไม่มีคำบรรยาย',
    uploadSubtitle: 'อัปโหลดคำบรรยาย (.srt หรือ .vtt)',
    downloadSubtitle: 'ดาวน์โหลด {{name}}',
    deleteSubtitle: 'ลบ',
    deleteSubtitleLabel: 'ลบคำบรรยาย {{name}}',
    deleteSubtitleConfirm: 'แน่ใจหรือไม่ว่าต้องการลบคำบรรยาย {{name}}',
    uploading: 'กำลังอัปโหลด…',
    loadFailed: 'โหลดกล่องวิดีโอไม่สำเร็จ',
  },
};

addTranslations(NAMESPACE, { en, th });

/** The video calls' answers (server/src/schemas/video.ts), in Thai for the toasts and forms. */
const serverMessagesTh: Record<string, string> = {
  'Video embedded': 'ฝังวิดีโอแล้ว',
  'Updated video url': 'อัปเดต URL วิดีโอแล้ว',
  'Subtitle uploaded': 'อัปโหลดคำบรรยายแล้ว',
  'Subtitle deleted': 'ลบคำบรรยายแล้ว',
  'Subtitle not found': 'ไม่พบคำบรรยาย',
  "Only the project's managers and its cover designers change the video box":
    'เฉพาะผู้จัดการโปรเจกต์และนักออกแบบภาพปกเท่านั้นที่เปลี่ยนกล่องวิดีโอได้',
  'Video uploaded': 'อัปโหลดวิดีโอแล้ว',
  'The video box is active only in production, finalizing, ready and launched':
    'กล่องวิดีโอใช้งานได้เฉพาะช่วงผลิต เก็บงาน พร้อม และเผยแพร่แล้ว',
  'videoUrl: enter a YouTube or Facebook video address (https://…)': 'videoUrl: กรอกลิงก์วิดีโอ YouTube หรือ Facebook (https://…)',
  'videoUrl: the YouTube tab takes only YouTube videos': 'videoUrl: แท็บ YouTube รับเฉพาะวิดีโอ YouTube',
  'videoUrl: the Facebook tab takes only Facebook videos': 'videoUrl: แท็บ Facebook รับเฉพาะวิดีโอ Facebook',
  'file: subtitles must be a SubRip (.srt) or WebVTT (.vtt) file': 'file: คำบรรยายต้องเป็นไฟล์ SubRip (.srt) หรือ WebVTT (.vtt)',
  'file: upload a video file (such as .mp4, .mov or .webm)': 'file: อัปโหลดไฟล์วิดีโอ (เช่น .mp4, .mov หรือ .webm)',
};
addTranslations(MESSAGES_NAMESPACE, {
  en: Object.fromEntries(Object.keys(serverMessagesTh).map((message) => [message, message])),
  th: serverMessagesTh,
});

export const useVideoT = () => useT(NAMESPACE);
