/** The scenes' wire types: aliases of the server's schemas (server/src/schemas/scene.ts) from shared-api's generated types. */
import type { ApiSchemas } from 'shared-api';

/** The nine statuses, in their order (shared-api's constant). */
export { SCENE_STATUSES } from 'shared-api';
export type SceneStatus = ApiSchemas['SceneStatus'];

export type Scene = ApiSchemas['Scene'];
export type SceneImage = ApiSchemas['SceneImage'];
export type BoardScene = ApiSchemas['BoardScene'];
/** What the caller may do on the project's scenes now, decided by the server. */
export type SceneAction = ApiSchemas['SceneAction'];
export type ScenesAnswer = ApiSchemas['SceneList'];
export type SceneVersion = ApiSchemas['SceneVersion'];
export type BravoDrawing = ApiSchemas['BravoDrawing'];
export type ScriptCounts = ApiSchemas['ScriptCounts'];
