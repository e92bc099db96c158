// Duplicating a project (admins; DECISIONS "Projects" lists what it copies): a new project with the source's specs,
// raw script, brief, credits, unticked checklist and scenes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { untickedChecklist } from '../../../domain/story-to-project';
import { BadRequestError } from '../../../errors';
import { logProjectEvent } from '../../../repositories/project-logs';
import { insertProject } from '../../../repositories/projects';
import { copyScenes } from '../../../repositories/scenes';
import { currentUser } from '../../current-user';
import { DuplicateProjectSchema, PROJECT_DUPLICATED } from '../../../schemas/project-copies';
import { presentProjectView } from '../../../presenters/project';
import { readProjectView, withLockedProject } from '../../../services/locked-project';

const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value));

function checkTitle(input: string): string {
  const title = input.trim();
  if (!title) throw new BadRequestError('title must not be blank');
  return title;
}

const duplicateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/duplicate', { schema: DuplicateProjectSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const title = checkTitle(request.body.title);
    const check = { action: 'duplicate' } as const;
    const { result: copyId } = await withLockedProject(app.db, actor, request.params.id, check, async (trx, source) => {
      const values = {
        title,
        level: source.level,
        spec_voice: jsonOrNull(source.spec_voice),
        spec_music: jsonOrNull(source.spec_music),
        script_raw_body: source.script_raw_body,
        script_raw_comments: source.script_raw_comments,
        storyboard_brief: jsonOrNull(source.storyboard_brief),
        credits: source.credits,
        checklist: JSON.stringify(untickedChecklist(source.checklist)),
        // The scenes' counts and sensitivity travel with the scenes, copied below.
        word_count: source.word_count,
        character_count: source.character_count,
        scene_count: source.scene_count,
        demon_proof: source.demon_proof,
        created_by: actor.id,
      };
      const id = await insertProject(trx, values, actor.id);
      await copyScenes(trx, source.id, id);
      await logProjectEvent(trx, {
        projectId: id,
        userId: actor.id,
        action: 'duplicated-from',
        details: { projectId: source.id, title: source.title },
      });
      await logProjectEvent(trx, {
        projectId: source.id,
        userId: actor.id,
        action: 'duplicated',
        details: { projectId: id, title },
      });
      return id;
    });
    reply.code(201);
    return { message: PROJECT_DUPLICATED, project: presentProjectView(await readProjectView(app.db, actor, copyId)) };
  });
};

export default duplicateRoutes;
