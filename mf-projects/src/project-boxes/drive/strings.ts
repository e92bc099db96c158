/** The drive box's strings (namespace 'mf-projects', under `driveBox`). */
import { addTranslations, useT } from 'shared-ui';
import { NAMESPACE } from '../../i18n';
import '../shared/strings';

const en = {
  driveBox: {
    heading: 'Drive setup',
    folder: 'Drive folder',
    notSetUp: 'No drive folder yet',
    explain: "Drive setup makes the project's whole folder tree. It creates many folders and runs only once per project.",
    confirm: 'I know, now let me',
    run: 'Run',
    running: 'Setting up the drive...',
    log: 'Setup log',
    linkHeading: 'Link a folder',
    linkLabel: 'Folder address',
    linkHint: 'An existing folder, linked by hand instead of running the setup',
    linkSubmit: 'Link folder',
    linkRequired: 'Enter the folder address',
  },
};

const th: typeof en = {
  driveBox: {
    heading: 'ตั้งค่าไดรฟ์',
    folder: 'โฟลเดอร์ไดรฟ์',
    notSetUp: 'ยังไม่มีโฟลเดอร์ไดรฟ์',
    explain: 'การตั้งค่าไดรฟ์จะสร้างโครงสร้างโฟลเดอร์ทั้งหมดของโปรเจกต์ ระบบจะสร้างโฟลเดอร์จำนวนมากและทำได้เพียงครั้งเดียวต่อโปรเจกต์',
    confirm: 'ฉันเข้าใจแล้ว ให้ฉันทำเลย',
    run: 'เริ่ม',
    running: 'กำลังตั้งค่าไดรฟ์...',
    log: 'บันทึกการตั้งค่า',
    linkHeading: 'เชื่อมโฟลเดอร์',
    linkLabel: 'ที่อยู่โฟลเดอร์',
    linkHint: 'โฟลเดอร์ที่มีอยู่แล้ว เชื่อมเองแทนการตั้งค่าอัตโนมัติ',
    linkSubmit: 'เชื่อมโฟลเดอร์',
    linkRequired: 'กรอกที่อยู่โฟลเดอร์',
  },
};

addTranslations(NAMESPACE, { en, th });

export const useDriveT = () => useT(NAMESPACE);
