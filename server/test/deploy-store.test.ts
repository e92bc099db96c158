// The remotes from the S3 deploy store (issue 21, DEPLOY_STORE=s3): a registry and a remote's file put in a real S3
// protocol server (s3rver) are served by the app, a newer registry is seen on a later request, a missing file is
// 404; the store looks at the registry's ETag at most once a second (checked on its own clock).
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { call, createTestApp, type TestApp } from './helper';
import { startS3Server, type S3TestServer } from './support/s3-server';
import { S3DeployStore } from '../src/storage/deploy-store';

jest.setTimeout(120_000);

const entry = (version: string) => ({
  version,
  entry: `/remotes/mf-jobs/${version}/remoteEntry.js`,
  manifest: `/remotes/mf-jobs/${version}/mf-manifest.json`,
});

let s3: S3TestServer;
let client: S3Client;
const put = (key: string, body: string) => client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: key, Body: body }));
const registry = (version: string) =>
  put(
    'deploy/registry.json',
    JSON.stringify({
      remotes: { 'mf-jobs': entry(version) },
      history: { 'mf-jobs': [{ ...entry(version), deployedAt: '2026-11-28T10:00:00.000Z' }] },
    }),
  );

beforeAll(async () => {
  s3 = await startS3Server('studio-deploy');
  client = new S3Client({
    endpoint: s3.config.endpoint!,
    region: s3.config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client.destroy();
  await s3.close();
});

describe('DEPLOY_STORE=s3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deployStore: 's3', s3: s3.config, deployRegistryRecheckMs: 0 });
  });
  afterAll(() => t.close());

  it('has no remotes before anything is deployed', async () => {
    const response = await call(t.app, 'GET', '/api/remotes');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ remotes: {} });
  });

  it('serves the registry and a remote file put in the bucket, with the folder route’s headers', async () => {
    await put('deploy/remotes/mf-jobs/1.0.0-a/remoteEntry.js', 'var jobs = 1;');
    await registry('1.0.0-a');
    expect((await call(t.app, 'GET', '/api/remotes')).json()).toEqual({ remotes: { 'mf-jobs': entry('1.0.0-a') } });
    const file = await call(t.app, 'GET', '/remotes/mf-jobs/1.0.0-a/remoteEntry.js');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('var jobs = 1;');
    expect(file.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s brotli twin to a browser that takes it', async () => {
    await put('deploy/remotes/mf-jobs/1.0.0-a/big.js', 'plain');
    await put('deploy/remotes/mf-jobs/1.0.0-a/big.js.br', 'brotli bytes');
    const file = await call(t.app, 'GET', '/remotes/mf-jobs/1.0.0-a/big.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(file.headers['content-encoding']).toBe('br');
    expect(file.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(file.rawPayload.toString()).toBe('brotli bytes');
  });

  it('sees a newer registry on a later request and serves its files', async () => {
    await put('deploy/remotes/mf-jobs/1.0.0-b/remoteEntry.js', 'var jobs = 2;');
    await registry('1.0.0-b');
    expect((await call(t.app, 'GET', '/api/remotes')).json().remotes['mf-jobs'].version).toBe('1.0.0-b');
    expect((await t.app.inject({ method: 'GET', url: '/remotes/mf-jobs/1.0.0-b/remoteEntry.js' })).body).toBe('var jobs = 2;');
  });

  it('answers 404 for a missing file and for a path leaving the remotes', async () => {
    expect((await call(t.app, 'GET', '/remotes/mf-jobs/1.0.0-b/missing.js')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/remotes/mf-jobs/9.9.9/remoteEntry.js')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/remotes/mf-jobs/..%2F..%2Fregistry.json')).statusCode).toBe(404);
  });
});

describe('S3DeployStore', () => {
  it('looks at the registry at most once a second: a deploy is seen once a second has passed', async () => {
    let clock = 0;
    const store = new S3DeployStore(s3.config, { now: () => clock });
    await registry('2.0.0-a');
    const first = await store.readRegistry();
    expect(JSON.parse(first!.text).remotes['mf-jobs'].version).toBe('2.0.0-a');
    await registry('2.0.0-b');
    clock = 999;
    expect(await store.readRegistry()).toBe(first);
    clock = 1000;
    expect(JSON.parse((await store.readRegistry())!.text).remotes['mf-jobs'].version).toBe('2.0.0-b');
  });

  it('tells which remote files exist', async () => {
    const store = new S3DeployStore(s3.config);
    expect(await store.remoteFileExists('mf-jobs/1.0.0-a/remoteEntry.js')).toBe(true);
    expect(await store.remoteFileExists('mf-jobs/1.0.0-z/remoteEntry.js')).toBe(false);
  });
});
