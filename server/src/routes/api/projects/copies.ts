// New projects made from existing things: a duplicate of a project (admins; DECISIONS "Projects" lists what
// it copies) and a project made from a story-reception post (PMs; its raw script split from the post's body).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { untickedChecklist } from '../../../domain/story-to-project';
import { BadRequestError, NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { postTarget } from '../../../presenters/feed';
import { logProjectEvent } from '../../../repositories/project-logs';
import { findFeedById, findReadablePost, type FeedRow } from '../../../repositories/posts';
import { insertProject } from '../../../repositories/projects';
import { copyScenes } from '../../../repositories/scenes';
import { createProjectFromPost } from '../../../services/story-projects';
import { currentUser } from '../../current-user';
import {
  CreateFromPostSchema,
  DuplicateProjectSchema,
  MAY_NOT_CONVERT,
  PROJECT_CREATED,
  PROJECT_DUPLICATED,
} from '../../../schemas/project-copies';
import { presentProjectView } from '../../../presenters/project';
import { readProjectView, withLockedProject } from '../../../services/locked-project';

const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value));

function checkTitle(input: string): string {
  const title = input.trim();
  if (!title) throw new BadRequestError('title must not be blank');
  return title;
}

const copyRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

  app.post('/createFromPost', { schema: CreateFromPostSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'createFromPost', 'studio', null, MAY_NOT_CONVERT);
    const { postId, ...input } = request.body;
    const post = await findReadablePost(app.db, actor, postId);
    if (!post) throw new NotFoundError('Post not found');
    const feed = (await findFeedById(app.db, post.feed_id)) as FeedRow;
    authorize(actor, 'createProject', 'post', postTarget(post, feed), MAY_NOT_CONVERT);
    const projectId = await createProjectFromPost(app.db, actor, { id: post.id, title: post.title, body: post.body }, input);
    reply.code(201);
    return { message: PROJECT_CREATED, project: presentProjectView(await readProjectView(app.db, actor, projectId)) };
  });
};

export default copyRoutes;
