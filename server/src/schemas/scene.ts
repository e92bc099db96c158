// A project's scenes on the wire (issue 9): the scene list of the Home section, the script, the storyboard's
// images, numbers and sketches, the board view's fields, likes, versions and the Bravo board. Shared by the
// scene routes, presenters and repositories, and through OpenAPI by the client's generated types. The names
// here are stable; later changes only add fields.
import { Type, type Static } from '@sinclair/typebox';
import { SCENE_STATUSES } from '../db/types';
import { DateTime, Id, nullable, ref, stringEnum } from './common';
import { CommentCounts } from './comment';

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
