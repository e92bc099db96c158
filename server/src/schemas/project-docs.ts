import { Type } from '@sinclair/typebox';
import { Id, ref, responses } from './common';
import { Project } from './project';

export const DOC_UPLOADED = 'Doc uploaded';
export const DOC_NAME_MAX = 200;
export const DOC_TEXT_MAX = 5000;

export const UploadDocSchema = {
  operationId: 'uploadProjectDoc',
  tags: ['projects'],
  summary: 'Attaches an upload to the project as a doc (uploadDoc)',
  description:
    "`fileId` is the caller's own upload (`POST /api/files/upload`); `name` defaults to the file's name. Docs are listed to readDocs callers (the project's PMs and experts), who download them through `GET /api/files/download?key={fileId}`.",
  params: Type.Object({ id: Id }),
  body: Type.Object({
    fileId: Id,
    name: Type.Optional(Type.String({ maxLength: DOC_NAME_MAX })),
    text: Type.Optional(Type.String({ maxLength: DOC_TEXT_MAX })),
  }),
  response: responses({ 200: Type.Object({ message: Type.String(), project: ref(Project) }) }),
};
