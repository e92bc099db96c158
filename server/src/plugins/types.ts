// What the app adds to Fastify's types: the database, the config, the signed-in user, route flags.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/types';
import type { DriveService } from '../integrations/drive';
import type { Mailer } from '../mail';
import type { Actor } from '../policies/actor';
import type { JobQueue } from '../queue';
import type { LiveEventHub } from '../services/live-events';
import type { ReadCache } from '../services/read-cache';
import type { RequestApiToken } from '../services/api-tokens';
import type { LimitedAction } from '../services/user-limits';
import type { RemoteRegistry } from '../services/remote-registry';
import type { FileStorage } from '../storage';
import type { DeployStore } from '../storage/deploy-store';

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** Anonymous visitors pass the guard (the route itself answers 401 unless the record is public). */
  anonymousReadable: boolean;
  /** The file (or package) that registers it, when the app was built with `traceRouteFiles` (app.ts). */
  file?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: ReadonlyArray<RegisteredRoute>;
    db: Kysely<Database>;
    /** Reads kept until the data changes (plugins/read-cache.ts). */
    readCache: ReadCache;
    config: AppConfig;
    remoteRegistry: RemoteRegistry;
    /** Where registry.json and the remotes' files are read from (DEPLOY_STORE). */
    deployStore: DeployStore;
    /** Where uploaded files live (plugins/integrations.ts). */
    storage: FileStorage;
    /** Background jobs: mail, digests, and any work that must survive a crash or run once (plugins/queue.ts). */
    queue: JobQueue;
    /** How mail leaves (plugins/integrations.ts). */
    mailer: Mailer;
    /** Where project folder trees are made (plugins/integrations.ts). */
    drive: DriveService;
    /** Hands new live events to the open /api/events streams (plugins/live-events.ts). */
    liveEvents: LiveEventHub;
    /** Ends each open /api/events stream; called before the server closes. */
    liveStreamEndings: Set<() => void>;
  }
  interface FastifyRequest {
    /** The signed-in user as the database has it now (plugins/session.ts); null when anonymous. */
    user: Actor | null;
    /** The id of the session row behind `user`. */
    sessionId: string | null;
    /** The personal API token the call was made with (plugins/session.ts); null for a session or anonymous call. */
    apiToken: RequestApiToken | null;
  }
  interface FastifyContextConfig {
    /** Anonymous callers may use this /api route. */
    public?: boolean;
    /** Freelancers who have not agreed to the terms may use this /api route. */
    termsExempt?: boolean;
    /** Anonymous callers may read through this route (it presents the public subset); signed-in ones are guarded as usual. */
    anonymousReadable?: boolean;
    /**
     * Other servers call this route (e.g. a transfer from another installation): it authenticates by a token in the
     * request, never by the session cookie, so the same-origin check for state-changing requests does not apply.
     */
    crossSite?: boolean;
    /** The route applies the sign-in limit (services/sign-in-limits.ts): the document lists its 429. */
    loginLimit?: boolean;
    /**
     * The route counts each signed-in caller's request against their per-user limit of this action
     * (services/user-limits.ts, plugins/user-limits.ts): past it, 429. The document lists its 429.
     */
    userLimit?: LimitedAction;
    /** Only a signed-in session may use this route, never a personal API token (token management, the password). */
    sessionOnly?: boolean;
  }
}
