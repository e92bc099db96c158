import { Type } from '@sinclair/typebox';
import { ErrorResponse, Id, nullable, paging, ref, responses } from '../../../schemas/common';
import { Project } from '../../../schemas/project';
import {
  BravoDrawing,
  Scene,
  SceneList,
  SceneNumbers,
  SceneStatus,
  SceneVersion,
  SceneVersionType,
  ScriptCounts,
} from '../../../schemas/scene';
import { MAX_SCENES, SCENE_TEXT_MAX } from '../../../domain/scene-rules';

export const SKETCH_MAX_BYTES = 8 * 1024 * 1024;
export const SKETCH_LIMIT_LABEL = '8 MB';
/** A data URL of an 8 MB PNG is about 11 MB of base64, plus the JSON around it. */
export const SKETCH_BODY_LIMIT = 12 * 1024 * 1024;
export const BOARD_TEXT_MAX = 5000;
export const BOARD_FRAMES_MAX = 24;
export const CREDITS_MAX = 5000;

const tags = ['scenes'];
const ProjectParams = Type.Object({ id: Id });
const SceneParams = Type.Object({ id: Id, sceneId: Id });
const withUploadErrors = <T extends Record<number, unknown>>(map: T) => ({
  ...map,
  413: ref(ErrorResponse),
  415: ref(ErrorResponse),
});

const Counts = ScriptCounts.properties;
const SceneAnswer = Type.Object({ message: Type.String(), scene: ref(Scene) });

export const ListScenesSchema = {
  operationId: 'listScenes',
  tags,
  summary: "The project's scenes in order, with the script's counts and what the caller may do (scene read)",
  description:
    'Every scene in one answer (a project holds at most ' +
    `${MAX_SCENES}); \`sceneStatus\` keeps only the scenes with that status. Who liked a scene is listed to the project's PMs.`,
  params: ProjectParams,
  querystring: Type.Object({ sceneStatus: Type.Optional(ref(SceneStatus)) }),
  response: responses({ 200: ref(SceneList) }),
};

export const CreateSceneSchema = {
  operationId: 'createScene',
  tags,
  summary: 'Adds a scene (addScene): at the end, or at `position` (0-based), text trimmed',
  params: ProjectParams,
  body: Type.Object(
    {
      text: Type.Optional(Type.String({ maxLength: SCENE_TEXT_MAX })),
      position: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_SCENES })),
    },
    { additionalProperties: false },
  ),
  response: responses({ 201: Type.Object({ message: Type.String(), scene: ref(Scene), ...Counts }) }),
};

export const SaveSceneSchema = {
  operationId: 'saveScene',
  tags,
  summary: "Saves a scene's text (editText): trimmed; answers the scene and the project's counts",
  description:
    "wordCount, characterCount and demonProof are the project's, recomputed from every scene in the same transaction " +
    '(square-bracketed notes are not counted; risky words anywhere make demonProof false). A changed text keeps a version.',
  params: SceneParams,
  body: Type.Object({ text: Type.String({ maxLength: SCENE_TEXT_MAX }) }, { additionalProperties: false }),
  response: responses({ 200: Type.Object({ message: Type.String(), scene: ref(Scene), ...Counts }) }),
};

export const RemoveSceneSchema = {
  operationId: 'removeScene',
  tags,
  summary: "Removes a scene (removeScene): 409 'Can not remove scene with text' unless its trimmed text is empty",
  params: SceneParams,
  response: responses({ 200: Type.Object({ message: Type.String(), ...Counts }) }),
};

export const SortScenesSchema = {
  operationId: 'sortScenes',
  tags,
  summary: 'Moves the scene at `from` to `to` (sortScenes); the order stays a permutation',
  description:
    'Both 0-based. With `sceneId` (the scene the caller dragged), a 409 answers when the scene at `from` is another one ' +
    '(somebody moved scenes meanwhile): reload and drag again. Answers the new order.',
  params: ProjectParams,
  body: Type.Object(
    {
      from: Type.Integer({ minimum: 0, maximum: MAX_SCENES }),
      to: Type.Integer({ minimum: 0, maximum: MAX_SCENES }),
      sceneId: Type.Optional(Id),
    },
    { additionalProperties: false },
  ),
  response: responses({ 200: Type.Object({ message: Type.String(), order: Type.Array(Id) }) }),
};

export const UploadSceneImageSchema = {
  operationId: 'uploadSceneImage',
  tags,
  summary: "Replaces the scene's image (editImage): multipart/form-data, one image in the field `file`, at most 60 MB",
  description:
    'jpg, png, gif or webp, read from the content (the extension must agree). 413 over the limit, 415 for other types; ' +
    'nothing is stored then. Keeps a version.',
  params: SceneParams,
  consumes: ['multipart/form-data'],
  response: withUploadErrors(responses({ 200: SceneAnswer })),
};

export const RemoveSceneImageSchema = {
  operationId: 'removeSceneImage',
  tags,
  summary: "Removes the scene's image (editImage); keeps a version",
  params: SceneParams,
  response: responses({ 200: SceneAnswer }),
};

export const DownloadSceneImageSchema = {
  operationId: 'downloadSceneImage',
  tags,
  summary: "The scene image's large variant as a download (`SCENE {n}.jpg`); scene read",
  params: SceneParams,
  produces: ['image/jpeg'],
  response: responses({ 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }) }),
};

export const SaveNumbersSchema = {
  operationId: 'saveSceneNumbers',
  tags,
  summary: "Saves the scene's number markers (editNumbers): all of them at once; `{}` resets",
  description: 'Keys "1"-"8" (a marker) or "3.2" (marker 3, sub-number 2); x and y in percent, 0-100.',
  params: SceneParams,
  body: Type.Object({ numbers: ref(SceneNumbers) }, { additionalProperties: false }),
  response: responses({ 200: SceneAnswer }),
};

export const SaveSketchSchema = {
  operationId: 'saveSceneSketch',
  tags,
  summary: "Saves the scene's sketch (editSketch) from a PNG data URL; keeps a version",
  description: `The decoded bytes must be a PNG (read from the content, not the URL's claim), at most ${SKETCH_LIMIT_LABEL}: 415 / 413 otherwise.`,
  params: SceneParams,
  body: Type.Object({ dataUrl: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
  response: withUploadErrors(responses({ 200: SceneAnswer })),
};

export const GetSketchSchema = {
  operationId: 'getSceneSketch',
  tags,
  summary: "The scene's sketch as a PNG data URL (null when none); scene read",
  params: SceneParams,
  response: responses({ 200: Type.Object({ dataUrl: nullable(Type.String()) }) }),
};

export const SetSceneStatusSchema = {
  operationId: 'setSceneStatus',
  tags,
  summary: "Sets the scene's status (setStatus) or clears it (null); each role sets the statuses it owns",
  params: SceneParams,
  body: Type.Object({ status: nullable(ref(SceneStatus)) }, { additionalProperties: false }),
  response: responses({ 200: SceneAnswer }),
};

export const LikeSceneSchema = {
  operationId: 'likeScene',
  tags,
  summary: "Likes the scene (likeScene; the project's PMs); liking twice changes nothing",
  params: SceneParams,
  response: responses({ 200: SceneAnswer }),
};

export const UnlikeSceneSchema = { ...LikeSceneSchema, operationId: 'unlikeScene', summary: 'Takes back my like (likeScene)' };

export const SaveBoardSchema = {
  operationId: 'saveBoardScene',
  tags,
  summary: "Saves the scene's board view fields (editBoard): background, voice, action, note and frames",
  description: `Fields left out stay as they are. \`frames\` are image uploads (at most ${BOARD_FRAMES_MAX}), in play order.`,
  params: SceneParams,
  body: Type.Object(
    {
      bg: Type.Optional(Type.String({ maxLength: BOARD_TEXT_MAX })),
      voice: Type.Optional(Type.String({ maxLength: BOARD_TEXT_MAX })),
      action: Type.Optional(Type.String({ maxLength: BOARD_TEXT_MAX })),
      note: Type.Optional(Type.String({ maxLength: BOARD_TEXT_MAX })),
      frames: Type.Optional(Type.Array(Id, { maxItems: BOARD_FRAMES_MAX })),
    },
    { additionalProperties: false },
  ),
  response: responses({ 200: SceneAnswer }),
};

export const UpdateCreditsSchema = {
  operationId: 'updateCredits',
  tags,
  summary: "Sets the project's credits (editCredits: the project's PMs)",
  params: ProjectParams,
  body: Type.Object({ credits: Type.String({ maxLength: CREDITS_MAX }) }, { additionalProperties: false }),
  response: responses({ 200: Type.Object({ message: Type.String(), project: ref(Project) }) }),
};

export const RemoveCreditsSchema = {
  operationId: 'removeCredits',
  tags,
  summary: "Clears the project's credits (editCredits)",
  params: ProjectParams,
  response: responses({ 200: Type.Object({ message: Type.String(), project: ref(Project) }) }),
};

export const SceneVersionsSchema = {
  operationId: 'listSceneVersions',
  tags,
  summary: "A scene's versions, newest first (readVersions): who, when, the text and the image after each change",
  params: Type.Object({ id: Id }),
  querystring: Type.Object({ type: Type.Optional(ref(SceneVersionType)), ...paging(50, 100) }),
  response: responses({
    200: Type.Object({ versions: Type.Array(ref(SceneVersion)), skip: Type.Integer(), hasMore: Type.Boolean() }),
  }),
};

export const BravoSchema = {
  operationId: 'listBravo',
  tags,
  summary: 'The Bravo board: my drawings (scene images I uploaded) that other people liked, most recently liked first',
  querystring: Type.Object(paging(24, 60)),
  response: responses({
    200: Type.Object({ drawings: Type.Array(ref(BravoDrawing)), skip: Type.Integer(), hasMore: Type.Boolean() }),
  }),
};
