// Turning a post into a project (spec doc 2 sections 3 and 7): the one path of both calls that do it,
// `POST /api/posts/{id}/create/project` and `POST /api/projects/createFromPost`, once their routes have judged the
// caller (policies: post `createProject`). The raw script is the post's body split at the lesson heading unless the
// form sends its own; a post becomes one project only (its row locked here, the unique `projects.post_id` behind).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { splitStory } from '../domain/story-to-project';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import type { Actor } from '../policies';
import { logProjectEvent } from '../repositories/project-logs';
import { insertProjectFromPost, projectTitleOfPost } from '../repositories/projects';
import { lockPost } from '../repositories/posts';

export const STORY_TITLE_BLANK = 'title must not be blank';

export interface StoryProjectInput {
  title: string;
  rawScriptBody?: string;
  rawScriptComment?: string;
}

/** Makes the project from the post (one the caller reads and may convert); answers the project's id. */
export async function createProjectFromPost(
  db: Kysely<Database>,
  actor: Actor,
  post: { id: string; title: string; body: string },
  input: StoryProjectInput,
): Promise<string> {
  const title = input.title.trim();
  if (!title) throw new BadRequestError(STORY_TITLE_BLANK);
  const given = input.rawScriptBody !== undefined || input.rawScriptComment !== undefined;
  const raw = given
    ? { body: input.rawScriptBody?.trim() ?? '', comments: input.rawScriptComment?.trim() ?? '' }
    : splitStory(post.body);
  return db.transaction().execute(async (trx) => {
    // Two conversions of one post wait for each other here (the unique index is the backstop).
    if (!(await lockPost(trx, post.id))) throw new NotFoundError('Post not found');
    const existing = await projectTitleOfPost(trx, post.id);
    if (existing !== undefined) throw new ConflictError(`This post is already the project "${existing}"`);
    const id = await insertProjectFromPost(trx, {
      postId: post.id,
      title,
      createdBy: actor.id,
      rawScriptBody: raw.body || null,
      rawScriptComments: raw.comments,
    });
    await logProjectEvent(trx, {
      projectId: id,
      userId: actor.id,
      action: 'created-from-post',
      details: { postId: post.id, title: post.title },
    });
    return id;
  });
}
