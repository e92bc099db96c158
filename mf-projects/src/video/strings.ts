/** The video box's strings (namespace 'mf-projects', under `video`); the server's answers arrive in the reader's language. */
import { addTranslations, useT } from 'shared-ui';
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

export const useVideoT = () => useT(NAMESPACE);
