/** Stored files as this package's features show them: posts, comments and docs download them the same way. */
export { downloadFile } from './download-file';
