// @ts-check
// The S3 deploy store (issue 21, decision 0690): with DEPLOY_STORE=s3 and S3_* set, deploy-remote and
// rollback-remote publish into the bucket every instance reads, under `deploy/`: `deploy/registry.json` and
// `deploy/remotes/<name>/<version>/<file>` (server/src/storage/deploy-store.ts reads the same layout). A version's
// files are uploaded before the registry names it, so no instance ever sees a version without files. The registry
// is changed with registry-file.js's pure functions and written with S3's conditional write (If-Match): a deploy
// that lost a race re-reads and applies its change again; a store without conditional writes is last-writer-wins
// (decision 0691).
const fs = require('fs');
const path = require('path');
const { forgetVersions, recordDeploys } = require('./registry-file');

const PREFIX = 'deploy/';
const REGISTRY_KEY = `${PREFIX}registry.json`;
/** Files uploaded at once. */
const PARALLEL_UPLOADS = 6;
/** Tries of the conditional registry write before giving up (each one re-reads the registry). */
const REGISTRY_TRIES = 5;

/**
 * @typedef {object} S3DeployStore
 * @property {any} client an S3Client
 * @property {any} sdk the AWS SDK for S3 (the client-s3 package)
 * @property {string} bucket
 */

/** The AWS SDK, a dependency of the server package (resolved from there, like cluster.js's pg). */
function sdk() {
  const serverDir = path.resolve(__dirname, '../../server');
  return require(require.resolve('@aws-sdk/client-s3', { paths: [serverDir] }));
}

/**
 * The S3 deploy store named by DEPLOY_STORE=s3 and S3_*, or null for the folder (DEPLOY_STORE unset or `folder`).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {S3DeployStore | null}
 */
function deployStoreFromEnv(env = process.env) {
  const kind = env.DEPLOY_STORE?.trim() || 'folder';
  if (kind === 'folder') return null;
  if (kind !== 's3') throw new Error(`DEPLOY_STORE must be folder or s3, not ${kind}`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('DEPLOY_STORE=s3 needs S3_BUCKET (and S3_ENDPOINT and keys unless AWS)');
  const s3 = sdk();
  /** @type {Record<string, unknown>} */
  const options = {
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  };
  if (env.S3_ENDPOINT?.trim()) options.endpoint = env.S3_ENDPOINT.trim();
  if (env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
    options.credentials = { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY };
  return { client: new s3.S3Client(options), sdk: s3, bucket };
}

/** @param {unknown} error */
const statusOf = (error) => /** @type {{ $metadata?: { httpStatusCode?: number } }} */ (error)?.$metadata?.httpStatusCode;
/** @param {unknown} error */
const isMissing = (error) => {
  const name = /** @type {{ name?: string }} */ (error)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
};

/**
 * The registry in the bucket and its ETag (null when there is none yet: an empty registry).
 * @param {S3DeployStore} store
 * @returns {Promise<{ registry: import('./registry-file').Registry, etag: string | null }>}
 */
async function readS3Registry(store) {
  try {
    const answer = await store.client.send(new store.sdk.GetObjectCommand({ Bucket: store.bucket, Key: REGISTRY_KEY }));
    const registry = JSON.parse(await answer.Body.transformToString('utf8'));
    if (!registry?.remotes || typeof registry.remotes !== 'object' || Array.isArray(registry.remotes))
      throw new Error(`s3://${store.bucket}/${REGISTRY_KEY} is not a registry ({"remotes": {...}}): fix or remove it`);
    return { registry, etag: answer.ETag ?? null };
  } catch (error) {
    if (isMissing(error)) return { registry: { remotes: {} }, etag: null };
    throw error;
  }
}

/**
 * Applies `change` to the bucket's registry and writes it only if nobody wrote it meanwhile (If-Match on its ETag,
 * If-None-Match: * when there was none); on a conflict (412) it reads again and retries. A store that does not
 * implement conditional writes (501) gets a plain write: last writer wins.
 * @template T
 * @param {S3DeployStore} store
 * @param {(registry: import('./registry-file').Registry) => Promise<{ registry: import('./registry-file').Registry, result: T }>} change
 * @returns {Promise<T>}
 */
async function updateS3Registry(store, change) {
  let conditional = true;
  for (let attempt = 1; ; attempt += 1) {
    const { registry, etag } = await readS3Registry(store);
    const next = await change(registry);
    const put = {
      Bucket: store.bucket,
      Key: REGISTRY_KEY,
      Body: `${JSON.stringify(next.registry, null, 2)}\n`,
      ContentType: 'application/json',
      CacheControl: 'no-store',
      ...(conditional && (etag ? { IfMatch: etag } : { IfNoneMatch: '*' })),
    };
    try {
      await store.client.send(new store.sdk.PutObjectCommand(put));
      return next.result;
    } catch (error) {
      const status = statusOf(error);
      if (status === 501 && conditional) {
        console.warn('the object store has no conditional writes: the registry is written last-writer-wins');
        conditional = false;
      } else if ((status === 412 || status === 409) && attempt < REGISTRY_TRIES) {
        // Another deploy wrote the registry since we read it: read it again and apply our change on top.
      } else throw error;
    }
  }
}

/**
 * Every file below `dir`, as paths relative to it.
 * @param {string} dir
 * @param {string} [base]
 * @returns {string[]}
 */
function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

/**
 * Uploads one built version's folder to deploy/remotes/<name>/<version>/, remoteEntry.js last (what the server
 * checks to call a version present).
 * @param {S3DeployStore} store
 * @param {string} name
 * @param {string} version
 * @param {string} dir
 */
async function uploadVersion(store, name, version, dir) {
  const files = listFiles(dir).sort((a, b) => Number(a === 'remoteEntry.js') - Number(b === 'remoteEntry.js'));
  /** @param {string} file */
  const upload = (file) =>
    store.client.send(
      new store.sdk.PutObjectCommand({
        Bucket: store.bucket,
        Key: `${PREFIX}remotes/${name}/${version}/${file.split(path.sep).join('/')}`,
        Body: fs.readFileSync(path.join(dir, file)),
      }),
    );
  const last = files.at(-1);
  const rest = files.slice(0, -1);
  for (let i = 0; i < rest.length; i += PARALLEL_UPLOADS) await Promise.all(rest.slice(i, i + PARALLEL_UPLOADS).map(upload));
  if (last) await upload(last);
}

/**
 * The versions of a remote present in the bucket (folders holding files).
 * @param {S3DeployStore} store
 * @param {string} name
 * @returns {Promise<string[]>}
 */
async function s3Versions(store, name) {
  const versions = [];
  /** @type {string | undefined} */
  let token;
  do {
    const answer = await store.client.send(
      new store.sdk.ListObjectsV2Command({
        Bucket: store.bucket,
        Prefix: `${PREFIX}remotes/${name}/`,
        Delimiter: '/',
        ContinuationToken: token,
      }),
    );
    for (const common of answer.CommonPrefixes ?? []) versions.push(common.Prefix.slice(`${PREFIX}remotes/${name}/`.length, -1));
    token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
  } while (token);
  return versions;
}

/**
 * Whether a version's remoteEntry.js is in the bucket.
 * @param {S3DeployStore} store
 * @param {string} name
 * @param {string} version
 */
async function s3VersionExists(store, name, version) {
  try {
    await store.client.send(
      new store.sdk.HeadObjectCommand({ Bucket: store.bucket, Key: `${PREFIX}remotes/${name}/${version}/remoteEntry.js` }),
    );
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/**
 * Deletes every object of a version.
 * @param {S3DeployStore} store
 * @param {string} name
 * @param {string} version
 */
async function deleteS3Version(store, name, version) {
  /** @type {string | undefined} */
  let token;
  do {
    const answer = await store.client.send(
      new store.sdk.ListObjectsV2Command({
        Bucket: store.bucket,
        Prefix: `${PREFIX}remotes/${name}/${version}/`,
        ContinuationToken: token,
      }),
    );
    const keys = (answer.Contents ?? []).map((/** @type {{ Key: string }} */ object) => ({ Key: object.Key }));
    if (keys.length)
      await store.client.send(new store.sdk.DeleteObjectsCommand({ Bucket: store.bucket, Delete: { Objects: keys } }));
    token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
  } while (token);
}

/**
 * @typedef {object} BuiltVersion
 * @property {string} name the remote
 * @property {string} version
 * @property {string} dir the folder of its built files
 */

/**
 * Publishes built versions to the bucket: every file first, then the registry naming them live (on top of each
 * remote's history); with `keep`, older versions beyond the newest `keep` are deleted and leave the history.
 * @param {S3DeployStore} store
 * @param {BuiltVersion[]} built
 * @param {{ keep?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<import('./registry-file').Registry>}
 */
async function publishToS3(store, built, { keep, log = () => undefined } = {}) {
  for (const { name, version, dir } of built) await uploadVersion(store, name, version, dir);
  /** @type {Record<string, import('./registry-file').RegistryEntry>} */
  const deployed = {};
  for (const { name, version } of built)
    deployed[name] = {
      version,
      entry: `/remotes/${name}/${version}/remoteEntry.js`,
      manifest: `/remotes/${name}/${version}/mf-manifest.json`,
    };
  /** @type {Record<string, string[]>} */
  const pruned = {};
  const registry = await updateS3Registry(store, async (current) => {
    let next = recordDeploys(current, deployed);
    if (keep) {
      for (const { name, version } of built) {
        /** @param {string} v */
        const stamp = (v) => v.split('-').at(-2) || '';
        const versions = (await s3Versions(store, name)).sort((a, b) => stamp(b).localeCompare(stamp(a)));
        pruned[name] = versions.slice(keep).filter((v) => v !== version);
        next = forgetVersions(next, name, pruned[name]);
      }
    }
    return { registry: next, result: next };
  });
  // Deleted only once the registry no longer names them.
  for (const { name, version } of built) {
    log(`deployed ${name} ${version}`);
    log(`  files    s3://${store.bucket}/${PREFIX}remotes/${name}/${version}/`);
    log(`  entry    ${deployed[name].entry}`);
    for (const old of pruned[name] ?? []) await deleteS3Version(store, name, old);
    if (pruned[name]?.length) log(`  pruned   ${pruned[name].join(', ')}`);
  }
  return registry;
}

module.exports = {
  PREFIX,
  REGISTRY_KEY,
  deployStoreFromEnv,
  listFiles,
  publishToS3,
  readS3Registry,
  s3VersionExists,
  updateS3Registry,
};
