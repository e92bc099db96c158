/** Stored files as this package's features show them: posts, comments, docs and messages download them the same way. */
export { downloadFile } from './download-file';
export { FileDownloads, type FileDownloadsProps } from './FileDownloads';
