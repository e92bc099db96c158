// Resources (issue 10): typed shared material; `cover-title-sample` is the Tools library. Contributors list and add
// samples; the adder, PMs and admins change (PUT /{type}) and delete them (policies/resource.ts). A sample's image is
// the adder's own upload of an image (its variants serve the grid); its title is trimmed and must not be blank.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { BadRequestError, NotFoundError } from '../../../errors';
import { authorize, type Actor } from '../../../policies';
import { presentResource } from '../../../presenters/resource';
import { findUpload } from '../../../repositories/files';
import {
  deleteResource,
  findResource,
  insertResource,
  listResources,
  lockResource,
  updateResource,
  type ResourceValues,
} from '../../../repositories/resources';
import {
  CoverTitleSampleProps,
  CreateResourceSchema,
  DeleteResourceSchema,
  ListResourcesSchema,
  RESOURCE_NOT_FOUND,
  SAMPLE_ADDED,
  SAMPLE_DELETED,
  SAMPLE_FILE_NOT_IMAGE,
  SAMPLE_TITLE_BLANK,
  SAMPLE_UPDATED,
  UpdateResourceSchema,
} from '../../../schemas/resource';
import { currentUser } from '../../current-user';

const NOT_CONTRIBUTOR = 'Only the studio’s contributors use the sample library';
const NOT_ADDER = {
  update: 'Only whoever added the sample, PMs and admins change it',
  delete: 'Only whoever added the sample, PMs and admins delete it',
};

type SampleProps = Static<typeof CoverTitleSampleProps>;

/** A sample's title, trimmed; 400 when blank. */
function sampleTitle(props: SampleProps): string {
  const title = props.title.trim();
  if (!title) throw new BadRequestError(SAMPLE_TITLE_BLANK);
  return title;
}

/** A sample's props as stored: the trimmed title, the project name only when given, the image's id. */
function sampleValues(props: SampleProps, title: string, fileId: string): ResourceValues {
  const projectName = props.projectName?.trim();
  return {
    props: { title, category: props.category, exaggeration: props.exaggeration, fileId, ...(projectName ? { projectName } : {}) },
    fileId,
  };
}

/** The caller's own upload of an image (it has variants); 400 otherwise. */
async function ownImage(db: Kysely<Database>, actor: Actor, fileId: string): Promise<string> {
  const file = await findUpload(db, fileId);
  if (!file || file.created_by !== actor.id || !file.variants) throw new BadRequestError(SAMPLE_FILE_NOT_IMAGE);
  return file.id;
}

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
    const title = sampleTitle(props);
    const resource = await app.db.transaction().execute(async (trx) => {
      const fileId = await ownImage(trx, actor, props.fileId);
      const id = await insertResource(trx, { type, createdBy: actor.id, ...sampleValues(props, title, fileId) });
      return findResource(trx, id);
    });
    reply.code(201);
    return { message: SAMPLE_ADDED, resource: presentResource(resource!, actor) };
  });

  // PUT /{type} {_id, props}: the resource of that type, its props replaced whole. Its image stays when `fileId`
  // names it; a new one must be the caller's own upload of an image.
  app.put('/:type', { schema: UpdateResourceSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'read', 'resource', { createdBy: null }, NOT_CONTRIBUTOR);
    const { _id: id, props } = request.body;
    const title = sampleTitle(props);
    const resource = await app.db.transaction().execute(async (trx) => {
      const row = await lockResource(trx, id);
      if (!row || row.type !== request.params.type) throw new NotFoundError(RESOURCE_NOT_FOUND);
      authorize(actor, 'update', 'resource', { createdBy: row.created_by }, NOT_ADDER.update);
      const fileId = props.fileId === row.file_id ? row.file_id : await ownImage(trx, actor, props.fileId);
      await updateResource(trx, row.id, sampleValues(props, title, fileId));
      return findResource(trx, row.id);
    });
    return { message: SAMPLE_UPDATED, resource: presentResource(resource!, actor) };
  });

  app.delete('/:id', { schema: DeleteResourceSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'read', 'resource', { createdBy: null }, NOT_CONTRIBUTOR);
    await app.db.transaction().execute(async (trx) => {
      const row = await lockResource(trx, request.params.id);
      if (!row) throw new NotFoundError(RESOURCE_NOT_FOUND);
      authorize(actor, 'delete', 'resource', { createdBy: row.created_by }, NOT_ADDER.delete);
      await deleteResource(trx, row.id);
    });
    return { message: SAMPLE_DELETED };
  });
};

export default resourceRoutes;
