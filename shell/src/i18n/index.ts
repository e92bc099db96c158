/** The shell's strings (English and Thai): the one public file of src/i18n. */
export { SHELL_NAMESPACE, shellStrings } from './strings';
