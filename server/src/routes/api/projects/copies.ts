// New projects made from existing things: a duplicate of a project (admins; DECISIONS "Projects" lists what
// it copies) and a project made from a story-reception post (PMs; its raw script split from the post's body).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { splitStory, untickedChecklist } from '../../../domain/story-to-project';
import { BadRequestError, ConflictError, NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { logProjectEvent } from '../../../repositories/project-logs';
import { findReadablePost } from '../../../repositories/posts';
import { copyScenes } from '../../../repositories/scenes';
import { currentUser } from '../../current-user';
import { CreateFromPostSchema, DuplicateProjectSchema, PROJECT_CREATED, PROJECT_DUPLICATED } from './copies-schema';
import { changeProject, projectFor } from './project-change';

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
    const check = { action: 'duplicate', forbidden: 'Only admins duplicate projects' } as const;
    const { result: copyId } = await changeProject(app.db, actor, request.params.id, check, async (trx, source) => {
      const { id } = await trx
        .insertInto('projects')
        .values({
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
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('project_collaborators').values({ project_id: id, user_id: actor.id }).execute();
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
    return { message: PROJECT_DUPLICATED, project: await projectFor(app.db, actor, copyId) };
  });

  app.post('/createFromPost', { schema: CreateFromPostSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'createFromPost', 'studio', null, 'Only project managers turn posts into projects');
    const { postId, rawScriptBody, rawScriptComment } = request.body;
    const title = checkTitle(request.body.title);
    const post = await findReadablePost(app.db, actor, postId);
    if (!post) throw new NotFoundError('Post not found');
    const given = rawScriptBody !== undefined || rawScriptComment !== undefined;
    const raw = given ? { body: rawScriptBody?.trim() ?? '', comments: rawScriptComment?.trim() ?? '' } : splitStory(post.body);

    const projectId = await app.db.transaction().execute(async (trx) => {
      // The post's row is locked: two conversions of one post wait for each other (the unique index is the backstop).
      const locked = await trx.selectFrom('posts').select('id').where('id', '=', postId).forUpdate().executeTakeFirst();
      if (!locked) throw new NotFoundError('Post not found');
      const existing = await trx.selectFrom('projects').select('title').where('post_id', '=', postId).executeTakeFirst();
      if (existing) throw new ConflictError(`This post is already the project "${existing.title}"`);
      const { id } = await trx
        .insertInto('projects')
        .values({
          title,
          post_id: postId,
          created_by: actor.id,
          script_raw_body: raw.body || null,
          script_raw_comments: raw.comments,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('project_collaborators').values({ project_id: id, user_id: actor.id }).execute();
      // The post's menu offers "Go to Project" from now on.
      await trx
        .updateTable('posts')
        .set({ meta: sql<string>`meta || jsonb_build_object('projectId', ${id}::text)` })
        .where('id', '=', postId)
        .execute();
      await logProjectEvent(trx, {
        projectId: id,
        userId: actor.id,
        action: 'created-from-post',
        details: { postId, title: post.title },
      });
      return id;
    });
    reply.code(201);
    return { message: PROJECT_CREATED, project: await projectFor(app.db, actor, projectId) };
  });
};

export default copyRoutes;
