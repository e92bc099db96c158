import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT || 8091);
/** A second installation of the product, the target of transfers (issue 8: "proved between two installations"). */
export const E2E_SECOND_PORT = Number(process.env.E2E_SECOND_PORT || 8092);
const TRANSFER_TOKEN = 'e2e-transfer-token';
export const SECOND_SITE = { id: 'studio-b', name: 'Studio B', url: `http://127.0.0.1:${E2E_SECOND_PORT}` };
export const REPO_ROOT = join(__dirname, '..', '..');
export const DEPLOY_DIR = process.env.DEPLOY_DIR || join(REPO_ROOT, 'deploy');

/** The e2e server's environment: a fresh embedded database every run, the deploy folder under test. */
export function serverEnv(): Record<string, string> {
  const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'studio-e2e-data-'));
  process.env.E2E_DATA_DIR = dataDir; // the config is evaluated again in workers: keep one folder
  const filesDir = process.env.E2E_FILES_DIR || mkdtempSync(join(tmpdir(), 'studio-e2e-files-'));
  process.env.E2E_FILES_DIR = filesDir; // uploads of this run, away from the developer's data/files
  return {
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    FILES_DIR: filesDir,
    DEPLOY_DIR,
    NODE_ENV: 'production',
    LOGIN_RATE_LIMIT_MAX: '1000',
    TRANSFER_TOKEN,
    TRANSFER_TARGETS: JSON.stringify([SECOND_SITE]),
    // The webhooks spec's receiver listens on 127.0.0.1 (private addresses are refused otherwise).
    WEBHOOK_ALLOW_PRIVATE: '127.0.0.1',
  };
}

/** The second installation: its own fresh database and files, the same builds, the same transfer token. */
export function secondServerEnv(): Record<string, string> {
  const dataDir = process.env.E2E_SECOND_DATA_DIR || mkdtempSync(join(tmpdir(), 'studio-e2e-second-data-'));
  process.env.E2E_SECOND_DATA_DIR = dataDir;
  const filesDir = process.env.E2E_SECOND_FILES_DIR || mkdtempSync(join(tmpdir(), 'studio-e2e-second-files-'));
  process.env.E2E_SECOND_FILES_DIR = filesDir;
  return {
    PORT: String(E2E_SECOND_PORT),
    DATA_DIR: dataDir,
    FILES_DIR: filesDir,
    DEPLOY_DIR,
    NODE_ENV: 'production',
    LOGIN_RATE_LIMIT_MAX: '1000',
    TRANSFER_TOKEN,
    TRANSFER_TARGETS: JSON.stringify([{ id: 'studio-a', name: 'Studio A', url: `http://127.0.0.1:${E2E_PORT}` }]),
  };
}
