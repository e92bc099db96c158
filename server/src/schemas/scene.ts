// A project's scenes on the wire (issue 9): the scene list of the Home section, the script, the storyboard's
// images, numbers and sketches, the board view's fields, likes, versions and the Bravo board. Shared by the
// scene routes, presenters and repositories, and through OpenAPI by the client's generated types. The names
// here are stable; later changes only add fields.
import { Type, type Static } from '@sinclair/typebox';
import { SCENE_STATUSES } from '../db/types';
import { MAX_SCENES, SCENE_TEXT_MAX } from '../domain/scene-rules';
import { DateTime, ErrorResponse, Id, nullable, paging, ref, responses, stringEnum } from './common';
import { CommentCounts } from './comment';
import { Project } from './project';

export const SceneStatus = stringEnum(SCENE_STATUSES, { $id: 'SceneStatus', title: 'SceneStatus' });

/** Number markers 1-8, each with sub-numbers 1-9: keys "3" (marker 3) or "3.2" (marker 3, sub-number 2). */
export const MARKER_MAX = 8;
export const SUB_NUMBER_MAX = 9;
export const MARKER_KEY_PATTERN = '^[1-8](\\.[1-9])?$';

/** A marker's place on the image, in percent of its width (x) and height (y). */
export const ScenePoint = Type.Object(
  { x: Type.Number({ minimum: 0, maximum: 100 }), y: Type.Number({ minimum: 0, maximum: 100 }) },
  { $id: 'ScenePoint', title: 'ScenePoint', additionalProperties: false },
);

/**
 * Marker key → place; at most 8 × 10 markers. Keys are judged by `propertyNames` (a wrong key is a 400, never
 * silently dropped).
 */
export const SceneNumbers = Type.Unsafe<Record<string, Static<typeof ScenePoint>>>({
  $id: 'SceneNumbers',
  title: 'SceneNumbers',
  type: 'object',
  propertyNames: { pattern: MARKER_KEY_PATTERN },
  additionalProperties: Type.Ref('ScenePoint'),
  maxProperties: MARKER_MAX * (SUB_NUMBER_MAX + 1),
});

/** An image upload as a scene shows it: its variants under /media and the original's facts. */
export const SceneImage = Type.Object(
  {
    fileId: Id,
    name: Type.String(),
    ext: Type.String(),
    /** `/media/{fileId}_t.jpg` (thumbnail), `_s.jpg` (small), `_l.jpg` (large, what Download gives). */
    thumb: Type.String(),
    small: Type.String(),
    large: Type.String(),
    /** The small variant's size in pixels, so a page reserves the picture's box before it loads; null when unknown. */
    width: nullable(Type.Integer({ minimum: 1 })),
    height: nullable(Type.Integer({ minimum: 1 })),
  },
  { $id: 'SceneImage', title: 'SceneImage' },
);
export type SceneImageJson = Static<typeof SceneImage>;

/** The board view's side of a scene (spec doc 2 section 3 "Board scene"); its discussion is the comments issue's. */
export const BoardScene = Type.Object(
  {
    bg: Type.String(),
    voice: Type.String(),
    action: Type.String(),
    note: Type.String(),
    /** The frames the frame editor plays, in order. */
    frames: Type.Array(ref(SceneImage)),
  },
  { $id: 'BoardScene', title: 'BoardScene' },
);

export const SceneUser = Type.Object(
  { _id: nullable(Id), name: Type.String(), picture: nullable(Type.String()) },
  { $id: 'SceneUser', title: 'SceneUser' },
);

export const Scene = Type.Object(
  {
    _id: Id,
    projectId: Id,
    /** 0-based place in the project's order (the list shows "SCENE {position + 1}"). */
    position: Type.Integer({ minimum: 0 }),
    text: Type.String(),
    status: nullable(ref(SceneStatus)),
    image: nullable(ref(SceneImage)),
    /** Who uploaded the image and when; null without an image. */
    imageBy: nullable(ref(SceneUser)),
    numbers: ref(SceneNumbers),
    /** A sketch is saved (`GET .../sketch` gives it as the PNG to draw on again). */
    hasSketch: Type.Boolean(),
    /** The saved sketch's variants, to show it without a request per scene; null without one. */
    sketch: nullable(ref(SceneImage)),
    likes: Type.Integer({ minimum: 0 }),
    likedByMe: Type.Boolean(),
    /** Who liked it: the project's PMs only. */
    likedBy: Type.Optional(Type.Array(ref(SceneUser))),
    board: ref(BoardScene),
    versionCount: Type.Integer({ minimum: 0 }),
    created: DateTime,
    updated: DateTime,
    /** Comments per visibility key as the caller may see them (issue 11). */
    commentCounts: Type.Optional(ref(CommentCounts)),
  },
  { $id: 'Scene', title: 'Scene' },
);
export type SceneJson = Static<typeof Scene>;

/** What the caller may do on the project's scenes now (policy × project state); the controls follow it. */
export const SCENE_ACTIONS = [
  'addScene',
  'editText',
  'removeScene',
  'sortScenes',
  'editImage',
  'editNumbers',
  'editSketch',
  'editBoard',
  'setStatus',
  'likeScene',
  'editCredits',
  'readVersions',
] as const;
export const SceneAction = stringEnum(SCENE_ACTIONS, { $id: 'SceneAction', title: 'SceneAction' });
export type SceneActionName = (typeof SCENE_ACTIONS)[number];

/** The project's counts a text change moves (demonProof for contributors only). */
export const ScriptCounts = Type.Object(
  {
    wordCount: Type.Integer(),
    characterCount: Type.Integer(),
    sceneCount: Type.Integer(),
    demonProof: Type.Optional(Type.Boolean()),
  },
  { $id: 'ScriptCounts', title: 'ScriptCounts' },
);

/** `GET /api/projects/{id}/scenes`: every scene of the project (or those with `?sceneStatus=`), in order. */
export const SceneList = Type.Object(
  {
    scenes: Type.Array(ref(Scene)),
    ...ScriptCounts.properties,
    actions: Type.Array(ref(SceneAction)),
    /** The statuses the caller may set (setStatus). */
    settableStatuses: Type.Array(ref(SceneStatus)),
  },
  { $id: 'SceneList', title: 'SceneList' },
);
export type SceneListJson = Static<typeof SceneList>;

export const SCENE_VERSION_TYPES = ['text', 'image', 'sketch'] as const;
export const SceneVersionType = stringEnum(SCENE_VERSION_TYPES, { $id: 'SceneVersionType', title: 'SceneVersionType' });

/** One saved change of a scene: who (name and picture), when, the text and the image after it. */
export const SceneVersion = Type.Object(
  {
    _id: Id,
    sceneId: Id,
    type: ref(SceneVersionType),
    /** "Text edited", "Image uploaded", "Image removed", "Sketch saved". */
    title: Type.String(),
    text: Type.String(),
    image: nullable(ref(SceneImage)),
    user: ref(SceneUser),
    created: DateTime,
  },
  { $id: 'SceneVersion', title: 'SceneVersion' },
);
export type SceneVersionJson = Static<typeof SceneVersion>;

/** One drawing of mine on the Bravo board: a scene whose image I uploaded and other people liked. */
export const BravoDrawing = Type.Object(
  {
    sceneId: Id,
    projectId: Id,
    projectTitle: Type.String(),
    position: Type.Integer(),
    image: ref(SceneImage),
    /** Likes by other people (mine do not count). */
    likes: Type.Integer({ minimum: 1 }),
    lastLiked: DateTime,
  },
  { $id: 'BravoDrawing', title: 'BravoDrawing' },
);
export type BravoDrawingJson = Static<typeof BravoDrawing>;

export const SCENE_NAMED_SCHEMAS = [
  SceneStatus,
  ScenePoint,
  SceneNumbers,
  SceneImage,
  BoardScene,
  SceneUser,
  Scene,
  SceneAction,
  ScriptCounts,
  SceneList,
  SceneVersionType,
  SceneVersion,
  BravoDrawing,
];

// The scene calls' schemas (routes/api/projects/scenes/ and routes/api/scenes/).

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
