// GET /api/remotes/versions (issue 23): the deployed versions of each remote, newest first, for the per-browser
// override panel (QA and feature teams). Admins, or everyone signed in when REMOTE_OVERRIDES=all.
import { Type } from '@sinclair/typebox';
import { dict, responses } from './common';

export const REMOTE_OVERRIDE_REFUSED = 'Only admins may choose the version of a part for their browser';

export const RemoteVersion = Type.Object({
  version: Type.String(),
  entry: Type.String(),
  /** When it was deployed (ISO); empty for a version deployed before the registry kept histories. */
  deployedAt: Type.String(),
  /** The version every browser without an override runs. */
  live: Type.Boolean(),
});

export const GetRemoteVersionsSchema = {
  operationId: 'getRemoteVersions',
  tags: ['session'],
  summary: "Each remote's deployed versions (newest first) that a browser may choose instead of the live one",
  response: responses({ 200: Type.Object({ remotes: dict(Type.Array(RemoteVersion)) }) }),
};
