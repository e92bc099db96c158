import { MODALS, type ModalName } from 'shared-api';

/** True for a modal shared-api MODALS declares (a bus message may name one that does not exist yet). */
export const isModalName = (name: string): name is ModalName => Object.prototype.hasOwnProperty.call(MODALS, name);
