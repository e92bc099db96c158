/**
 * `shared-ui/hosts`: the page-wide hosts every page that runs remotes needs, the shell's and each remote's standalone
 * QA page alike: the bus modal host and the toast host. A separate entry, like `shared-ui/parcel`: bundled into each
 * page that uses it, reading the page's shared-ui (theme, strings, Modal) and shared-api (bus) by name.
 */
import { addTranslations } from 'shared-ui';
import { hostStrings, HOSTS_NAMESPACE } from './strings';

addTranslations(HOSTS_NAMESPACE, hostStrings);

export { ModalHost, type ModalHostProps } from './ModalHost';
export { ToastHost } from './ToastHost';
export { isModalName } from './isModalName';
export { HOSTS_NAMESPACE } from './strings';
