// A project's script counts, kept on its row: words, characters, scenes and demonProof, recomputed from its scenes
// inside every change of their text (scene calls, the raw script's split).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { isDemonProof, scriptStats } from '../domain/script-text';
import { can, type Actor } from '../policies';
import { updateProject } from '../repositories/projects';
import { sceneTexts } from '../repositories/scenes';

export interface ScriptCountsJson {
  wordCount: number;
  characterCount: number;
  sceneCount: number;
  demonProof?: boolean;
}

/**
 * Recomputes the project's word and character counts, scene count and demonProof from its scenes (inside the
 * change's transaction) and writes them; answers them as `actor` may see them (demonProof for contributors).
 */
export async function recountScript(trx: Kysely<Database>, actor: Actor, projectId: string): Promise<ScriptCountsJson> {
  const texts = await sceneTexts(trx, projectId);
  const stats = scriptStats(texts);
  const demonProof = texts.every((text) => isDemonProof(text));
  const sceneCount = texts.length;
  await updateProject(trx, projectId, {
    word_count: stats.wordCount,
    character_count: stats.characterCount,
    scene_count: sceneCount,
    demon_proof: demonProof,
  });
  return {
    ...stats,
    sceneCount,
    ...(can(actor, 'seeInternals', 'project', { collaboratorIds: [], jobs: [] }) ? { demonProof } : {}),
  };
}
