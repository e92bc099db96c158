/**
 * shared-ui is a federation singleton: remotes built against one version run with the page's copy, its exports and
 * its strings (a remote's RemoteParcel asks the page's shared-ui for `remote.incompatible`). Both are recorded with
 * the version in public-surface.json; changing them without a version bump fails here (tooling/src/public-surface.js).
 */
import path from 'node:path';
import { sharedUiStrings } from './i18n/strings';
import * as main from './index';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkSurface, stringKeys, surfaceOf } = require('../../tooling/src/public-surface');

it('its run-time surface (exports and string keys) moves only with its version', () => {
  const surface = surfaceOf({ 'shared-ui': main }, { strings: stringKeys(sharedUiStrings.en) });
  expect(checkSurface(path.join(__dirname, '..'), surface)).toBeNull();
});
