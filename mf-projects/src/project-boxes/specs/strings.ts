/** The specs box's and section's strings (namespace 'mf-projects', under `specsBox`). */
import { addTranslations, useT } from 'shared-ui';
import { NAMESPACE } from '../../i18n';
import '../shared/strings';

const en = {
  specsBox: {
    heading: 'Specs',
    level: 'Level',
    voice: 'Voice',
    music: 'Music',
    summary: 'Summary',
    change: 'Change specs',
    levelOption: '{{level}} {{label}}',
    select: 'Select',
    selectLabel: 'Select {{label}}',
    clear: 'Clear',
    clearLabel: 'Clear {{label}}',
    chosen: 'Chosen',
    download: 'Download',
    downloadLabel: 'Download {{label}}',
    play: 'Play',
    playLabel: 'Play {{label}}',
    pause: 'Pause',
    pauseLabel: 'Pause {{label}}',
    player: 'Listen to {{label}}',
    noSamples: 'No samples in the library',
    loadingLibrary: 'Loading the library...',
    gender: { male: 'Male', female: 'Female' },
  },
};

const th: typeof en = {
  specsBox: {
    heading: 'สเปก',
    level: 'ระดับ',
    voice: 'เสียงพากย์',
    music: 'ดนตรี',
    summary: 'สรุป',
    change: 'เปลี่ยนสเปก',
    levelOption: '{{level}} {{label}}',
    select: 'เลือก',
    selectLabel: 'เลือก {{label}}',
    clear: 'ยกเลิกการเลือก',
    clearLabel: 'ยกเลิกการเลือก {{label}}',
    chosen: 'เลือกแล้ว',
    download: 'ดาวน์โหลด',
    downloadLabel: 'ดาวน์โหลด {{label}}',
    play: 'เล่น',
    playLabel: 'เล่น {{label}}',
    pause: 'หยุด',
    pauseLabel: 'หยุด {{label}}',
    player: 'ฟัง {{label}}',
    noSamples: 'ไม่มีตัวอย่างในคลัง',
    loadingLibrary: 'กำลังโหลดคลัง...',
    gender: { male: 'ชาย', female: 'หญิง' },
  },
};

addTranslations(NAMESPACE, { en, th });

export const useSpecsT = () => useT(NAMESPACE);
