/** Attaching files to what this remote's forms save (docs; posts and comments may use it too). */
export { FileAttachments, type FileAttachmentsProps } from './FileAttachments';
