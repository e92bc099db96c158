import { Type } from '@sinclair/typebox';
import { ErrorResponse, Id, nullable, ref, responses } from './common';
import { ProjectStatus, ScriptStatus, SpecSample, StoryboardBrief, StoryboardStatus } from './project';
import { DRIVE_FOLDER_MAX } from './project-drive';
import { RAW_COMMENTS_MAX, RAW_SCRIPT_MAX, TITLE_MAX } from './project-copies';
import { MAX_SCENES, SCENE_TEXT_MAX } from '../domain/scene-rules';

export const TRANSFERRED = 'Transferred';
export const TRANSFER_NOT_CONFIGURED = 'Transfer is not configured';
export const TRANSFER_TOKEN_REQUIRED = 'A valid transfer token is required';
export const TRANSFER_REFUSED = 'The target site did not accept the transfer';

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

export const TransferInSchema = {
  operationId: 'transferProjectIn',
  tags: ['projects'],
  summary: 'Receives a project from another installation (authenticated by the shared transfer token)',
  description: [
    'Called by another installation, not by the page: `Authorization: Bearer <TRANSFER_TOKEN>` (401 when wrong, missing or',
    'not configured here). Creates the project (no collaborators; admins see it) and answers 201 `{ url }`, its page here.',
    'The same `source` again answers the project it made the first time (200), also when two arrive at once.',
  ].join(' '),
  security: [],
  body: Type.Object({
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
      /** The scenes' texts in order (images stay on the sending site). */
      scenes: Type.Optional(
        Type.Array(Type.Object({ text: Type.String({ maxLength: SCENE_TEXT_MAX }) }), { maxItems: MAX_SCENES }),
      ),
      /** Social media is not built yet: accepted and ignored. */
      covers: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 500 })),
      titles: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 500 })),
    }),
  }),
  response: {
    200: Type.Object({ url: Type.String() }),
    201: Type.Object({ url: Type.String() }),
    400: errorRef,
    401: errorRef,
  },
};
