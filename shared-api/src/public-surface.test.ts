/**
 * shared-api is a federation singleton: remotes built against one version run with the page's copy. Its run-time
 * surface (the exports of `shared-api` and `shared-api/federation`) is recorded with the version in
 * public-surface.json; changing it without a version bump fails here (the rule: tooling/src/public-surface.js).
 */
import path from 'node:path';
import * as federation from './federation/remote-modules';
import * as main from './index';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkSurface, surfaceOf } = require('../../tooling/src/public-surface');

it('its run-time surface moves only with its version', () => {
  const surface = surfaceOf({ 'shared-api': main, 'shared-api/federation': federation });
  expect(checkSurface(path.join(__dirname, '..'), surface)).toBeNull();
});
