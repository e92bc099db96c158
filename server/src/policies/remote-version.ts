// Per-browser overrides (issue 23): admins may run another deployed version of a remote in their own browser;
// everyone signed in may when the installation allows it (REMOTE_OVERRIDES=all, a staging or QA site).
import { allow } from './engine';
import { isAdmin } from './actor';

allow('remoteVersion', 'choose', (actor, target) => isAdmin(actor) || target.overridesForAll);
