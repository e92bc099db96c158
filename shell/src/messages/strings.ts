/** The top bar's messages link (namespace 'shell', under `messagesLink`), English and Thai. */
import { addTranslations } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';

const en = { messagesLink: { label: 'Messages', unread: 'Messages, {{count}} unread' } };
const th: typeof en = { messagesLink: { label: 'ข้อความ', unread: 'ข้อความ ยังไม่ได้อ่าน {{count}} ข้อความ' } };

addTranslations(SHELL_NAMESPACE, { en, th });
