// The /api/files route schemas: uploads and download links.
import { Type } from '@sinclair/typebox';
import { ErrorResponse, Id, ref, responses, StoredFile } from './common';

export const UploadSchema = {
  operationId: 'uploadFile',
  tags: ['files'],
  summary: 'Uploads one file: multipart/form-data with the field `file` (at most 60 MB)',
  description:
    'Accepted: images (jpg, png, gif, webp; psd without variants), audio, video, pdf, office documents, text and subtitle files. ' +
    'The type is read from the content; the extension must agree. Images get `/media/{id}_t|_s|_l.jpg`. ' +
    '400 for an empty file or a name with a path, 413 over the limit or an image over 64 megapixels, 415 for other ' +
    "types, 429 past the uploader's quota (2 GB or 500 files in 24 hours by default); nothing is stored then.",
  consumes: ['multipart/form-data'],
  response: {
    ...responses({ 201: Type.Object({ file: ref(StoredFile) }) }),
    413: ref(ErrorResponse),
    415: ref(ErrorResponse),
    429: ref(ErrorResponse),
  },
};

export const DownloadSchema = {
  operationId: 'downloadFile',
  tags: ['files'],
  summary: 'A download link for a stored file, valid for 10 minutes; the browser navigates to it',
  description:
    'For whoever may read the record the file is attached to (a receipt: its payee, the payment role, admins; a ' +
    "job's file: who may read the job; a project doc: the project's PMs and experts; a post's file: who may read the " +
    'post; a profile picture: everyone signed in), its uploader and admins; 403 for anyone else.',
  querystring: Type.Object({
    key: Id,
    filename: Type.Optional(Type.String({ maxLength: 255, description: 'the name to save as (default: the uploaded name)' })),
  }),
  response: responses({ 200: Type.Object({ url: Type.String() }) }),
};
