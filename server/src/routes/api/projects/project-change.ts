// Transitional: the project routes call services/locked-project.ts (the one executor) and present with
// presenters/project.ts themselves. Only what files of other helpers still import is left: `projectFor`
// (scenes/project-scenes.ts, posts/index.ts) and `PROJECT_NOT_FOUND` (videos.ts); delete this file once they read
// `presentProjectView(await readProjectView(...))` and import PROJECT_NOT_FOUND from services/locked-project.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { Actor } from '../../../policies';
import { presentProjectView } from '../../../presenters/project';
import type { ProjectJson } from '../../../schemas/project';
import { PROJECT_NOT_FOUND, readProjectView } from '../../../services/locked-project';

export { PROJECT_NOT_FOUND };

/** The project as `actor` sees it now; once they may not read it (they left it), the public subset. */
export async function projectFor(db: Kysely<Database>, actor: Actor, id: string): Promise<ProjectJson> {
  return presentProjectView(await readProjectView(db, actor, id));
}
