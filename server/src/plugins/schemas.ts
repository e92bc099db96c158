// Registers every named schema once, so routes can `ref` them and OpenAPI lists them as components.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { EmailAddress, ErrorResponse, MessageResponse, NewPassword, StoredFile, UserRef } from '../schemas/common';
import { Level, Locale, RemoteEntry, RemoteRegistry, SessionUser } from '../schemas/session';
import {
  DueDefault,
  Job,
  JobAction,
  JobClaimant,
  JobListStatus,
  JobStatus,
  JobType,
  LevelPrices,
  Pricing,
  RoleRates,
} from '../schemas/job';
import { PROJECT_NAMED_SCHEMAS } from '../schemas/project';
import { WorkingProjectStatus } from '../schemas/project-workflow';
import { DELIVERABLE_NAMED_SCHEMAS } from '../schemas/deliverable';
import { SCENE_NAMED_SCHEMAS } from '../schemas/scene';
import { VIDEO_NAMED_SCHEMAS } from '../schemas/video';
import { RESOURCE_NAMED_SCHEMAS } from '../schemas/resource';
import { SOCIAL_MEDIA_NAMED_SCHEMAS } from '../schemas/social-media';
import { PROJECT_TRANSFER_NAMED_SCHEMAS } from '../schemas/project-transfer';
import {
  EarningsStatement,
  OutstandingEntry,
  Payment,
  PaymentJob,
  PbSummary,
  PbSummaryProject,
  StatementLine,
} from '../schemas/payment';
import { Feed } from '../schemas/feed';
import { Memo, Post } from '../schemas/post';
import { Notif, NotifConfig } from '../schemas/notification';
import { UserRow } from '../schemas/user';
import { AccountSettings, NotificationMailModeSchema } from '../schemas/account';
import { ApiToken } from '../schemas/api-token';
import { Blogpost, BlogpostFile, BlogpostSummary } from '../schemas/blogpost';
import { COMMENT_NAMED_SCHEMAS } from '../schemas/comment';
import { PUBLIC_PROJECT_NAMED_SCHEMAS } from '../schemas/public-project';
import { MESSAGE_NAMED_SCHEMAS } from '../schemas/message';
import { REVIEW_FEEDBACK_NAMED_SCHEMAS } from '../schemas/review-feedback';
import { REVIEW_LINK_NAMED_SCHEMAS } from '../schemas/review-link';
import { TURNAROUND_NAMED_SCHEMAS } from '../schemas/turnaround';
import { WEBHOOK_NAMED_SCHEMAS } from '../schemas/webhook';
import { CALENDAR_NAMED_SCHEMAS } from '../schemas/calendar';

export const NAMED_SCHEMAS: TSchema[] = [
  ErrorResponse,
  MessageResponse,
  UserRef,
  StoredFile,
  EmailAddress,
  NewPassword,
  Level,
  Locale,
  SessionUser,
  RemoteEntry,
  RemoteRegistry,
  JobStatus,
  JobListStatus,
  JobType,
  JobAction,
  WorkingProjectStatus,
  LevelPrices,
  JobClaimant,
  Job,
  RoleRates,
  Pricing,
  DueDefault,
  ...DELIVERABLE_NAMED_SCHEMAS,
  ...PROJECT_NAMED_SCHEMAS,
  BlogpostSummary,
  Blogpost,
  BlogpostFile,
  ...SCENE_NAMED_SCHEMAS,
  ...VIDEO_NAMED_SCHEMAS,
  ...RESOURCE_NAMED_SCHEMAS,
  ...SOCIAL_MEDIA_NAMED_SCHEMAS,
  ...PROJECT_TRANSFER_NAMED_SCHEMAS,
  ...PUBLIC_PROJECT_NAMED_SCHEMAS,
  ...REVIEW_LINK_NAMED_SCHEMAS,
  ...TURNAROUND_NAMED_SCHEMAS,
  ...WEBHOOK_NAMED_SCHEMAS,
  ...REVIEW_FEEDBACK_NAMED_SCHEMAS,
  ...CALENDAR_NAMED_SCHEMAS,
  PaymentJob,
  Payment,
  OutstandingEntry,
  PbSummaryProject,
  StatementLine,
  EarningsStatement,
  PbSummary,
  Feed,
  Post,
  Memo,
  Notif,
  NotifConfig,
  UserRow,
  NotificationMailModeSchema,
  AccountSettings,
  ApiToken,
  ...COMMENT_NAMED_SCHEMAS,
  ...MESSAGE_NAMED_SCHEMAS,
];

async function schemasPlugin(app: FastifyInstance): Promise<void> {
  for (const schema of NAMED_SCHEMAS) app.addSchema(schema);
}

export default fp(schemasPlugin, { name: 'schemas' });
