/** Stored files as this package's features show them (the download itself is shared-api's `downloadFile`). */
export { FileDownloads, type FileDownloadsProps } from './FileDownloads';
