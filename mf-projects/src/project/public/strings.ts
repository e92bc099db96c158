/** The public view's strings (namespace 'mf-projects', under `public`; registered when its chunk loads). */
import { addTranslations } from 'shared-ui';
import { NAMESPACE } from '../../i18n';

const en = {
  public: {
    scenes: 'Scenes',
    noScenes: 'No scenes yet',
    scene: 'Scene {{n}}',
    image: 'Image of scene {{n}}',
    sketch: 'Sketch of scene {{n}}',
    frames: 'Storyboard of scene {{n}}',
    frame: 'Scene {{n}}, frame {{m}}',
    open: 'Open the image of scene {{n}}',
    covers: 'Covers and titles',
    cover: 'Cover for {{platforms}}',
    titleFor: 'Title for {{platforms}}',
    video: 'Video',
    player: 'Video on {{platform}}',
    platforms: { fb: 'Facebook', yt: 'YouTube', pr: 'Project page' },
  },
};

const th: typeof en = {
  public: {
    scenes: 'ฉาก',
    noScenes: 'ยังไม่มีฉาก',
    scene: 'ฉาก {{n}}',
    image: 'ภาพของฉาก {{n}}',
    sketch: 'สเก็ตช์ของฉาก {{n}}',
    frames: 'สตอรีบอร์ดของฉาก {{n}}',
    frame: 'ฉาก {{n}} เฟรม {{m}}',
    open: 'เปิดภาพของฉาก {{n}}',
    covers: 'ภาพปกและชื่อเรื่อง',
    cover: 'ภาพปกสำหรับ {{platforms}}',
    titleFor: 'ชื่อเรื่องสำหรับ {{platforms}}',
    video: 'วิดีโอ',
    player: 'วิดีโอบน {{platform}}',
    platforms: { fb: 'Facebook', yt: 'YouTube', pr: 'หน้าโปรเจกต์' },
  },
};

addTranslations(NAMESPACE, { en, th });
