// A project's social media covers and titles (spec doc 2 section 7 `social-media-*`, under /api/projects/{id}):
// list, cover upload / replace / select per platform / delete / rate / versions / sort, title add / change / rate /
// select / demonetized / delete / sort. Each change: validate → lock the project → read (404) → who (403) → the cover
// or title (404) → change → answer the whole Media section as the caller now sees it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../errors';
import { availableSocialMediaActions, can, SOCIAL_MEDIA_FORBIDDEN, type Actor } from '../../../policies';
import { presentCover, presentCoverVersion, presentTitle } from '../../../presenters/social-media';
import { findProjectFacts, lockProject, projectTarget, updateProject, type ProjectFacts } from '../../../repositories/projects';
import {
  countCovers,
  countTitles,
  deleteCover,
  deleteTitle,
  findCover,
  findTitle,
  insertCover,
  insertTitle,
  listCoverVersions,
  listCovers,
  listTitles,
  mediaOrder,
  moveMedia,
  rate,
  replaceCoverFile,
  toggleSelection,
  updateTitle,
  type CoverRow,
  type TitleRow,
} from '../../../repositories/social-media';
import { MAX_COVERS, MAX_TITLES, type SocialMediaActionName, type SocialMediaJson } from '../../../schemas/social-media';
import { discardUpload, receiveUpload } from '../../../services/uploads';
import { currentUser } from '../../current-user';
import { PROJECT_NOT_FOUND } from '../scenes/scene-change';
import {
  AddTitleSchema,
  ChangeTitleSchema,
  CoverVersionsSchema,
  DeleteCoverSchema,
  DeleteTitleSchema,
  DemonTitleSchema,
  GetSocialMediaSchema,
  RateCoverSchema,
  RateTitleSchema,
  ReplaceCoverSchema,
  SelectCoverSchema,
  SelectTitleSchema,
  SortCoversSchema,
  SortTitlesSchema,
  UploadCoverSchema,
} from './schema';

type Trx = Kysely<Database>;
type Access = SocialMediaActionName | 'read';

export const COVER_NOT_FOUND = 'Cover not found';
export const TITLE_NOT_FOUND = 'Title not found';

export const MESSAGES = {
  uploaded: 'Cover uploaded',
  replaced: 'Cover image replaced',
  selected: 'Cover selected',
  unselected: 'Cover unselected',
  coverDeleted: 'Cover deleted',
  rated: 'Rating saved',
  titleAdded: 'Title added',
  titleChanged: 'Title updated',
  titleSelected: 'Title selected',
  titleUnselected: 'Title unselected',
  demonMarked: 'Title marked demonetized',
  demonCleared: 'Demonetized mark removed',
  titleDeleted: 'Title deleted',
  coversSorted: 'Cover order updated',
  titlesSorted: 'Title order updated',
} as const;

export const ORDER_CHANGED = 'The order changed meanwhile: reload and move it again';

/** Uploads count against the uploader's per-user limit (services/user-limits.ts). */
const UPLOADS = { userLimit: 'uploads' } as const;
const COVER_KINDS = {
  kinds: ['image'] as const,
  kindMessage: 'file: a cover must be a jpg, png, gif or webp image',
  shape: 'proportional' as const,
};

/** Throws 404 / 403 unless `actor` may take `access` on the project's covers and titles. */
function judge(actor: Actor, project: ProjectFacts | undefined, access: Access): ProjectFacts {
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  const target = projectTarget(project);
  if (!can(actor, 'read', 'socialMedia', target)) throw new NotFoundError(PROJECT_NOT_FOUND);
  if (access !== 'read' && !can(actor, access, 'socialMedia', target)) throw new ForbiddenError(SOCIAL_MEDIA_FORBIDDEN[access]);
  return project;
}

async function loadFor(db: Trx, actor: Actor, projectId: string, access: Access): Promise<ProjectFacts> {
  return judge(actor, await findProjectFacts(db, projectId), access);
}

/** Runs `act` in a transaction with the project's row locked, after judging the caller on the locked row. */
function change<T>(
  db: Trx,
  actor: Actor,
  projectId: string,
  access: Access,
  act: (trx: Trx, project: ProjectFacts) => Promise<T>,
) {
  return db.transaction().execute(async (trx) => {
    if (!(await lockProject(trx, projectId))) throw new NotFoundError(PROJECT_NOT_FOUND);
    return act(trx, await loadFor(trx, actor, projectId, access));
  });
}

async function coverOf(db: Trx, actor: Actor, projectId: string, coverId: string): Promise<CoverRow> {
  const cover = await findCover(db, projectId, coverId, actor.id);
  if (!cover) throw new NotFoundError(COVER_NOT_FOUND);
  return cover;
}

async function titleOf(db: Trx, actor: Actor, projectId: string, titleId: string): Promise<TitleRow> {
  const title = await findTitle(db, projectId, titleId, actor.id);
  if (!title) throw new NotFoundError(TITLE_NOT_FOUND);
  return title;
}

/** The Media section's covers and titles as `actor` sees them. */
async function mediaFor(db: Trx, actor: Actor, project: ProjectFacts): Promise<SocialMediaJson> {
  const target = projectTarget(project);
  const [covers, titles] = await Promise.all([listCovers(db, project.id, actor.id), listTitles(db, project.id, actor.id)]);
  return {
    covers: covers.map(presentCover),
    titles: titles.map((title) => presentTitle(title, actor, target)),
    actions: availableSocialMediaActions(actor, target),
  };
}

const answer = async (trx: Trx, actor: Actor, project: ProjectFacts, message: string) => {
  await updateProject(trx, project.id);
  return { message, media: await mediaFor(trx, actor, project) };
};

/** Moves `id` from `from` to `to` in the project's list (read under the row lock); 409 when the list is not as the caller saw it. */
async function sortList(
  trx: Trx,
  table: 'social_covers' | 'social_titles',
  projectId: string,
  move: { from: number; to: number; id: string },
) {
  const order = await mediaOrder(trx, table, projectId);
  if (move.from >= order.length || move.to >= order.length || order[move.from] !== move.id) {
    throw new ConflictError(ORDER_CHANGED);
  }
  await moveMedia(trx, table, order, move.from, move.to);
}

const socialMediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/social-media', { schema: GetSocialMediaSchema }, async (request) => {
    const actor = currentUser(request);
    return mediaFor(app.db, actor, await loadFor(app.db, actor, request.params.id, 'read'));
  });

  app.post('/:id/social-media-cover', { schema: UploadCoverSchema, config: UPLOADS }, async (request, reply) => {
    const actor = currentUser(request);
    const { id } = request.params;
    // Judge before the bytes are stored, and again on the locked row before they are used.
    await loadFor(app.db, actor, id, 'edit');
    const file = await receiveUpload(app, request, actor.id, COVER_KINDS);
    try {
      const result = await change(app.db, actor, id, 'edit', async (trx, project) => {
        if ((await countCovers(trx, project.id)) >= MAX_COVERS) {
          throw new ConflictError(`A project holds at most ${MAX_COVERS} covers; delete one first`);
        }
        await insertCover(trx, { projectId: project.id, fileId: file.id, user: { id: actor.id, name: actor.name } });
        return answer(trx, actor, project, MESSAGES.uploaded);
      });
      reply.code(201);
      return result;
    } catch (error) {
      await discardUpload(app, file);
      throw error;
    }
  });

  app.post('/:id/social-media-cover/set-cover-image', { schema: SelectCoverSchema }, async (request) => {
    const actor = currentUser(request);
    const { coverId, platform } = request.body;
    return change(app.db, actor, request.params.id, 'curate', async (trx, project) => {
      const cover = await coverOf(trx, actor, project.id, coverId);
      const chosen = await toggleSelection(trx, 'cover', cover, platform);
      return answer(trx, actor, project, chosen ? MESSAGES.selected : MESSAGES.unselected);
    });
  });

  app.post('/:id/social-media-cover/sort', { schema: SortCoversSchema }, async (request) => {
    const actor = currentUser(request);
    const { from, to, coverId } = request.body;
    return change(app.db, actor, request.params.id, 'edit', async (trx, project) => {
      await sortList(trx, 'social_covers', project.id, { from, to, id: coverId });
      return answer(trx, actor, project, MESSAGES.coversSorted);
    });
  });

  app.post('/:id/social-media-title/sort', { schema: SortTitlesSchema }, async (request) => {
    const actor = currentUser(request);
    const { from, to, titleId } = request.body;
    return change(app.db, actor, request.params.id, 'edit', async (trx, project) => {
      await sortList(trx, 'social_titles', project.id, { from, to, id: titleId });
      return answer(trx, actor, project, MESSAGES.titlesSorted);
    });
  });

  app.post('/:id/social-media-cover/:coverId', { schema: ReplaceCoverSchema, config: UPLOADS }, async (request) => {
    const actor = currentUser(request);
    const { id, coverId } = request.params;
    await coverOf(app.db, actor, (await loadFor(app.db, actor, id, 'edit')).id, coverId);
    const file = await receiveUpload(app, request, actor.id, COVER_KINDS);
    try {
      return await change(app.db, actor, id, 'edit', async (trx, project) => {
        const cover = await coverOf(trx, actor, project.id, coverId);
        await replaceCoverFile(trx, {
          projectId: project.id,
          coverId: cover.id,
          fileId: file.id,
          user: { id: actor.id, name: actor.name },
        });
        return answer(trx, actor, project, MESSAGES.replaced);
      });
    } catch (error) {
      await discardUpload(app, file);
      throw error;
    }
  });

  app.delete('/:id/social-media-cover/:coverId', { schema: DeleteCoverSchema }, async (request) => {
    const actor = currentUser(request);
    return change(app.db, actor, request.params.id, 'curate', async (trx, project) => {
      const cover = await coverOf(trx, actor, project.id, request.params.coverId);
      await deleteCover(trx, cover.id);
      return answer(trx, actor, project, MESSAGES.coverDeleted);
    });
  });

  app.post('/:id/social-media-cover/:coverId/rate', { schema: RateCoverSchema }, async (request) => {
    const actor = currentUser(request);
    return change(app.db, actor, request.params.id, 'edit', async (trx, project) => {
      const cover = await coverOf(trx, actor, project.id, request.params.coverId);
      await rate(trx, 'cover', cover.id, actor.id, request.body.rating);
      return answer(trx, actor, project, MESSAGES.rated);
    });
  });

  app.get('/:id/social-media-cover/:coverId/versions', { schema: CoverVersionsSchema }, async (request) => {
    const actor = currentUser(request);
    const project = await loadFor(app.db, actor, request.params.id, 'read');
    const cover = await coverOf(app.db, actor, project.id, request.params.coverId);
    return { versions: (await listCoverVersions(app.db, cover.id)).map(presentCoverVersion) };
  });

  app.post('/:id/social-media-title', { schema: AddTitleSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const text = request.body.title.trim();
    const result = await change(app.db, actor, request.params.id, 'edit', async (trx, project) => {
      if ((await countTitles(trx, project.id)) >= MAX_TITLES) {
        throw new ConflictError(`A project holds at most ${MAX_TITLES} titles; delete one first`);
      }
      await insertTitle(trx, { projectId: project.id, text, userId: actor.id });
      return answer(trx, actor, project, MESSAGES.titleAdded);
    });
    reply.code(201);
    return result;
  });

  app.post('/:id/social-media-title/:titleId/change', { schema: ChangeTitleSchema }, async (request) => {
    const actor = currentUser(request);
    const text = request.body.title.trim();
    return change(app.db, actor, request.params.id, 'edit', async (trx, project) => {
      const title = await titleOf(trx, actor, project.id, request.params.titleId);
      if (title.text !== text) await updateTitle(trx, title.id, { text });
      return answer(trx, actor, project, MESSAGES.titleChanged);
    });
  });

  app.post('/:id/social-media-title/:titleId/rate', { schema: RateTitleSchema }, async (request) => {
    const actor = currentUser(request);
    return change(app.db, actor, request.params.id, 'edit', async (trx, project) => {
      const title = await titleOf(trx, actor, project.id, request.params.titleId);
      await rate(trx, 'title', title.id, actor.id, request.body.rating);
      return answer(trx, actor, project, MESSAGES.rated);
    });
  });

  app.post('/:id/social-media-title/:titleId/select', { schema: SelectTitleSchema }, async (request) => {
    const actor = currentUser(request);
    return change(app.db, actor, request.params.id, 'curate', async (trx, project) => {
      const title = await titleOf(trx, actor, project.id, request.params.titleId);
      const chosen = await toggleSelection(trx, 'title', title, request.body.platform);
      return answer(trx, actor, project, chosen ? MESSAGES.titleSelected : MESSAGES.titleUnselected);
    });
  });

  app.post('/:id/social-media-title/:titleId/demon', { schema: DemonTitleSchema }, async (request) => {
    const actor = currentUser(request);
    const { platform } = request.body;
    return change(app.db, actor, request.params.id, 'curate', async (trx, project) => {
      const title = await titleOf(trx, actor, project.id, request.params.titleId);
      const marked = !title[`${platform}_demon`];
      await updateTitle(trx, title.id, { [`${platform}_demon`]: marked });
      return answer(trx, actor, project, marked ? MESSAGES.demonMarked : MESSAGES.demonCleared);
    });
  });

  app.delete('/:id/social-media-title/:titleId', { schema: DeleteTitleSchema }, async (request) => {
    const actor = currentUser(request);
    return change(app.db, actor, request.params.id, 'curate', async (trx, project) => {
      const title = await titleOf(trx, actor, project.id, request.params.titleId);
      await deleteTitle(trx, title.id);
      return answer(trx, actor, project, MESSAGES.titleDeleted);
    });
  });
};

export default socialMediaRoutes;
