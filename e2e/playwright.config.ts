import { defineConfig } from '@playwright/test';
import { E2E_PORT, E2E_SECOND_PORT, secondServerEnv, serverEnv } from './support/server';

// Browser tests run the real server (fresh embedded database, demo seed) with the built shell and the
// remotes deployed into DEPLOY_DIR, in Debian's Chromium (no browser downloads).
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: [
    {
      command: 'node ../server/dist/main.js',
      url: `http://127.0.0.1:${E2E_PORT}/api/remotes`,
      env: serverEnv(),
      reuseExistingServer: false,
      // Migrating and seeding took 162 s at a load above 12: a hang guard, not a speed budget (issue 27 item 7).
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A second installation, the target of the transfer test.
      command: 'node ../server/dist/main.js',
      url: `http://127.0.0.1:${E2E_SECOND_PORT}/api/remotes`,
      env: secondServerEnv(),
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
