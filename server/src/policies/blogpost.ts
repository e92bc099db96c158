// Docs (`/api/blogposts`, spec doc 2 "/docs … contributors only"): every contributor reads the documentation
// (the job pages' Help links point at it); admins write, edit and delete docs and list the files docs carry.
// Clients have no Docs screen (the shell's guard keeps them off /app/docs), so they read none here either.
// A doc has no owner-specific rule and no list filter: the list is all or nothing, so there is no SQL twin.
import { allow } from './engine';
import { isAdmin, isContributor } from './actor';

allow('blogpost', ['list', 'read'], (actor) => isContributor(actor));
allow('blogpost', ['create', 'edit', 'delete', 'listFiles'], (actor) => isAdmin(actor));
