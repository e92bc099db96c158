// Registers every named schema once, so routes can `ref` them and OpenAPI lists them as components.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { ErrorResponse, MessageResponse, StoredFile, UserRef } from '../schemas/common';
import { Level, Locale, RemoteEntry, RemoteRegistry, SessionUser } from '../schemas/session';
import { Job, JobAction, JobClaimant, JobStatus, JobType, LevelPrices, Pricing, RoleRates } from '../routes/api/jobs/schema';
import { PROJECT_NAMED_SCHEMAS } from '../schemas/project';
import { SCENE_NAMED_SCHEMAS } from '../schemas/scene';
import { OutstandingEntry, Payment, PaymentJob } from '../routes/api/payments/schema';
import { Feed } from '../routes/api/feeds/schema';
import { Memo, Post } from '../routes/api/posts/schema';
import { Notif, NotifConfig } from '../routes/api/notifs/schema';
import { UserRow } from '../routes/api/users/schema';
import { AccountSettings } from '../routes/api/accounts/schema';

export const NAMED_SCHEMAS: TSchema[] = [
  ErrorResponse,
  MessageResponse,
  UserRef,
  StoredFile,
  Level,
  Locale,
  SessionUser,
  RemoteEntry,
  RemoteRegistry,
  JobStatus,
  JobType,
  JobAction,
  LevelPrices,
  JobClaimant,
  Job,
  RoleRates,
  Pricing,
  ...PROJECT_NAMED_SCHEMAS,
  ...SCENE_NAMED_SCHEMAS,
  PaymentJob,
  Payment,
  OutstandingEntry,
  Feed,
  Post,
  Memo,
  Notif,
  NotifConfig,
  UserRow,
  AccountSettings,
];

async function schemasPlugin(app: FastifyInstance): Promise<void> {
  for (const schema of NAMED_SCHEMAS) app.addSchema(schema);
}

export default fp(schemasPlugin, { name: 'schemas' });
