// Resources (issue 10): typed shared material; `cover-title-sample` is the Tools library. Contributors list and add
// samples, the adder, PMs and admins delete them (policies/resource.ts). A sample's image is the adder's own upload
// of an image (its variants serve the grid); its title is trimmed and must not be blank.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError, NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { presentResource } from '../../../presenters/resource';
import { findResource, listResources } from '../../../repositories/resources';
import {
  CreateResourceSchema,
  DeleteResourceSchema,
  ListResourcesSchema,
  RESOURCE_NOT_FOUND,
  SAMPLE_ADDED,
  SAMPLE_DELETED,
  SAMPLE_FILE_NOT_IMAGE,
  SAMPLE_TITLE_BLANK,
} from '../../../schemas/resource';
import { currentUser } from '../../current-user';

const NOT_CONTRIBUTOR = 'Only the studio’s contributors use the sample library';

const resourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListResourcesSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'read', 'resource', { createdBy: null }, NOT_CONTRIBUTOR);
    const { rows, hasMore } = await listResources(app.db, request.query);
    return {
      resources: rows.map((row) => presentResource(row, actor)),
      skip: request.query.skip + rows.length,
      hasMore,
    };
  });

  app.post('', { schema: CreateResourceSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'create', 'resource', { createdBy: actor.id }, NOT_CONTRIBUTOR);
    const { type, props } = request.body;
    const title = props.title.trim();
    if (!title) throw new BadRequestError(SAMPLE_TITLE_BLANK);
    const projectName = props.projectName?.trim();
    const resource = await app.db.transaction().execute(async (trx) => {
      const file = await trx
        .selectFrom('files')
        .select(['id', 'created_by', 'variants'])
        .where('id', '=', props.fileId)
        .executeTakeFirst();
      if (!file || file.created_by !== actor.id || !file.variants) throw new BadRequestError(SAMPLE_FILE_NOT_IMAGE);
      const { id } = await trx
        .insertInto('resources')
        .values({
          type,
          props: JSON.stringify({
            title,
            category: props.category,
            exaggeration: props.exaggeration,
            fileId: file.id,
            ...(projectName ? { projectName } : {}),
          }),
          file_id: file.id,
          created_by: actor.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return findResource(trx, id);
    });
    reply.code(201);
    return { message: SAMPLE_ADDED, resource: presentResource(resource!, actor) };
  });

  app.delete('/:id', { schema: DeleteResourceSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'read', 'resource', { createdBy: null }, NOT_CONTRIBUTOR);
    await app.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('resources')
        .select(['id', 'created_by'])
        .where('id', '=', request.params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new NotFoundError(RESOURCE_NOT_FOUND);
      authorize(
        actor,
        'delete',
        'resource',
        { createdBy: row.created_by },
        'Only whoever added the sample, PMs and admins delete it',
      );
      await trx.deleteFrom('resources').where('id', '=', row.id).execute();
    });
    return { message: SAMPLE_DELETED };
  });
};

export default resourceRoutes;
