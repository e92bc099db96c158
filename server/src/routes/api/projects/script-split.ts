// "Split into scenes" (issue 28): the PM turns the client's raw script into the project's scenes, one per paragraph
// (domain/script-split.ts), once; undone (the scenes removed) while no scene was changed, added or commented on since.
// Who: the project's PMs (policies/project.ts `splitScript`); when: domain/project-states.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConflictError } from '../../../errors';
import { MAX_SCENES } from '../../../domain/scene-rules';
import { scriptParagraphs } from '../../../domain/script-split';
import { isDemonProof, scriptStats } from '../../../domain/script-text';
import { logProjectEvent } from '../../../repositories/project-logs';
import { setScriptSplit, updateProject } from '../../../repositories/projects';
import { deleteProjectScenes, insertScene } from '../../../repositories/scenes';
import { currentUser } from '../../current-user';
import { recountScript } from '../../../services/script-counts';
import { presentProjectView } from '../../../presenters/project';
import { withLockedProject } from '../../../services/locked-project';
import { SCRIPT_SPLIT, SplitScriptSchema, SPLIT_UNDONE, UndoSplitScriptSchema } from '../../../schemas/project-script-split';

const scriptSplitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/script-raw/split', { schema: SplitScriptSchema }, async (request) => {
    const actor = currentUser(request);
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      { action: 'splitScript' },
      async (trx, project) => {
        const paragraphs = scriptParagraphs(project.script_raw_body ?? '');
        if (paragraphs.length > MAX_SCENES) {
          throw new ConflictError(
            `The raw script has ${paragraphs.length} paragraphs; a project holds at most ${MAX_SCENES} scenes`,
          );
        }
        for (const [position, text] of paragraphs.entries()) {
          await insertScene(trx, { projectId: project.id, position, text, userId: actor.id });
        }
        await recountScript(trx, actor, project.id);
        await setScriptSplit(trx, project.id, true);
        await logProjectEvent(trx, {
          projectId: project.id,
          userId: actor.id,
          action: 'scriptSplit',
          details: { scenes: paragraphs.length },
        });
        return SCRIPT_SPLIT(paragraphs.length);
      },
    );
    return { message: result, project: presentProjectView(after) };
  });

  app.delete('/:id/script-raw/split', { schema: UndoSplitScriptSchema }, async (request) => {
    const actor = currentUser(request);
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      { action: 'undoSplitScript' },
      async (trx, project) => {
        await deleteProjectScenes(trx, project.id);
        // The counts come back to the raw script's, as before the split (what submitting it set).
        const body = project.script_raw_body ?? '';
        const stats = scriptStats([body]);
        await setScriptSplit(trx, project.id, false);
        await updateProject(trx, project.id, {
          scene_count: 0,
          word_count: stats.wordCount,
          character_count: stats.characterCount,
          demon_proof: isDemonProof(body),
        });
        await logProjectEvent(trx, { projectId: project.id, userId: actor.id, action: 'scriptSplitUndone', details: {} });
        return SPLIT_UNDONE;
      },
    );
    return { message: result, project: presentProjectView(after) };
  });
};

export default scriptSplitRoutes;
