import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Id, nullable, ref, responses } from './common';
import { ProjectStatus, ScriptStatus, SpecSample, StoryboardBrief, StoryboardStatus } from './project';
import { DRIVE_FOLDER_MAX } from './project-drive';
import { RAW_COMMENTS_MAX, RAW_SCRIPT_MAX, TITLE_MAX } from './project-copies';
import { SceneNumbers } from './scene';
import { MAX_COVERS, MAX_TITLES, TITLE_MAX as SOCIAL_TITLE_MAX } from './social-media';
import { MAX_SCENES, SCENE_TEXT_MAX } from '../domain/scene-rules';

export const TRANSFERRED = 'Transferred';
export const TRANSFER_NOT_CONFIGURED = 'Transfer is not configured';
export const TRANSFER_TOKEN_REQUIRED = 'A valid transfer token is required';
export const TRANSFER_REFUSED = 'The target site did not accept the transfer';
export const TRANSFER_NOT_MULTIPART = "Send the transfer as multipart/form-data: the field 'transfer', then its files";
export const TRANSFER_MANIFEST_FIRST = "Send the project first, as the form field 'transfer', then its files";
export const TRANSFER_MANIFEST_UNREADABLE = "transfer: the form field 'transfer' must be the project as JSON";
/** A transfer sends at most this many files: every scene's image and every cover. */
export const MAX_TRANSFER_FILES = MAX_SCENES + MAX_COVERS;
/** The `transfer` field's size: the texts of 500 scenes, the raw script and 100 titles fit. */
export const TRANSFER_MANIFEST_MAX_BYTES = 8 * 1024 * 1024;

const TransferTarget = Type.Object({ id: Type.String(), name: Type.String(), url: Type.String() });

export const TransferTargetsSchema = {
  operationId: 'listTransferTargets',
  tags: ['projects'],
  summary: 'The sites a project may be transferred to (transfer: admins), from configuration',
  response: responses({ 200: Type.Object({ targets: Type.Array(TransferTarget) }) }),
};

export const TransferProjectSchema = {
  operationId: 'transferProject',
  tags: ['projects'],
  summary: 'Copies the project to another installation (transfer: admins) and answers the copy’s URL',
  description: [
    '`target` is the id of one of `GET /api/projects/transfer/targets` (this site itself is 400). The project is POSTed to',
    '`{target url}/api/projects/transfer-in` with the shared transfer token; a repeated transfer to the same target answers',
    `the first copy's URL without sending again. A target that refuses or does not answer is 409 "${TRANSFER_REFUSED}: …";`,
    `no token configured is 409 "${TRANSFER_NOT_CONFIGURED}".`,
  ].join(' '),
  params: Type.Object({ id: Id }),
  body: Type.Object({ target: Type.String({ minLength: 1, maxLength: 100 }) }),
  response: responses({ 200: Type.Object({ message: Type.String(), url: Type.String() }) }),
};

const errorRef = ref(ErrorResponse);
/** A file of the transfer: its place in `project.files` (the multipart part named `files.<place>` holds its bytes). */
const FileRefer = Type.Integer({ minimum: 0, maximum: MAX_TRANSFER_FILES - 1 });
const chosen = { fb: Type.Boolean(), yt: Type.Boolean(), pr: Type.Boolean() };

/** What a transfer sends (the multipart field `transfer`): the project, its scenes, covers and titles. */
export const TransferManifest = Type.Object(
  {
    locale: Type.Optional(Type.String({ maxLength: 10 })),
    /** `<origin of the sending site>/<its project id>`. */
    source: Type.String({ minLength: 1, maxLength: 500 }),
    project: Type.Object({
      title: Type.String({ maxLength: TITLE_MAX }),
      status: ref(ProjectStatus),
      scriptStatus: ref(ScriptStatus),
      storyboardStatus: ref(StoryboardStatus),
      gdriveFolder: Type.Optional(nullable(Type.String({ maxLength: DRIVE_FOLDER_MAX }))),
      scriptRaw: Type.Optional(
        nullable(
          Type.Object({
            body: Type.String({ maxLength: RAW_SCRIPT_MAX }),
            comments: Type.String({ maxLength: RAW_COMMENTS_MAX }),
          }),
        ),
      ),
      storyboardBrief: Type.Optional(nullable(ref(StoryboardBrief))),
      specs: Type.Optional(
        Type.Object({
          level: Type.Integer({ minimum: 1, maximum: 3 }),
          voice: nullable(ref(SpecSample)),
          music: nullable(ref(SpecSample)),
        }),
      ),
      /** The images sent with the project, each once, by name (`files.<place>` parts, in this order). */
      files: Type.Optional(
        Type.Array(Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }) }), { maxItems: MAX_TRANSFER_FILES }),
      ),
      /** The scenes in order: the text, and the image (a place in `files`) with its numbered markers. */
      scenes: Type.Optional(
        Type.Array(
          Type.Object({
            text: Type.String({ maxLength: SCENE_TEXT_MAX }),
            image: Type.Optional(nullable(FileRefer)),
            numbers: Type.Optional(ref(SceneNumbers)),
          }),
          { maxItems: MAX_SCENES },
        ),
      ),
      /** The covers in order: the image (a place in `files`) and the platforms it is chosen for. */
      covers: Type.Optional(Type.Array(Type.Object({ image: FileRefer, ...chosen }), { maxItems: MAX_COVERS })),
      /** The titles in order: the text, the platforms it is chosen for and its demonetized marks. */
      titles: Type.Optional(
        Type.Array(
          Type.Object({
            text: Type.String({ minLength: 1, maxLength: SOCIAL_TITLE_MAX, pattern: '\\S' }),
            ...chosen,
            fbDemon: Type.Boolean(),
            ytDemon: Type.Boolean(),
          }),
          { maxItems: MAX_TITLES },
        ),
      ),
    }),
  },
  { $id: 'TransferManifest', title: 'TransferManifest' },
);
export type TransferManifestJson = Static<typeof TransferManifest>;

export const TransferInSchema = {
  operationId: 'transferProjectIn',
  tags: ['projects'],
  summary: 'Receives a project from another installation (authenticated by the shared transfer token)',
  description: [
    'Called by another installation, not by the page: `Authorization: Bearer <TRANSFER_TOKEN>` (403 when wrong, missing or',
    'not configured here; nothing is read or written). multipart/form-data: first the field `transfer`, a `TransferManifest`',
    'as JSON, then one file part named `files.<place>` for each entry of `project.files`, in order (jpg, png, gif or webp,',
    'at most 60 MB each). Each image is stored as an upload here (its type read from the content, its variants made). Creates',
    'the project with its scenes, covers and titles (no collaborators; admins see it) in one transaction and answers 201',
    '`{ url }`, its page here; any refusal (400, 413, 415) stores nothing and keeps no file. The same `source` again answers the',
    'project it made the first time (200), also when two arrive at once.',
  ].join(' '),
  security: [],
  consumes: ['multipart/form-data'],
  response: {
    200: Type.Object({ url: Type.String() }),
    201: Type.Object({ url: Type.String() }),
    400: errorRef,
    403: errorRef,
    413: errorRef,
    415: errorRef,
  },
};

export const PROJECT_TRANSFER_NAMED_SCHEMAS = [TransferManifest];
