import { can, type Actor } from '../policies';
import type { ResourceRow } from '../repositories/resources';
import type { ResourceJson } from '../schemas/resource';
import { iso } from './dates';

/** A resource as a contributor sees it: its props (whitelisted), its image and who added it. */
export function presentResource(row: ResourceRow, actor: Actor): ResourceJson {
  const props = row.props as {
    title: string;
    category: ResourceJson['props']['category'];
    exaggeration: ResourceJson['props']['exaggeration'];
    projectName?: string;
  };
  return {
    _id: row.id,
    type: row.type,
    props: {
      title: props.title,
      category: props.category,
      exaggeration: props.exaggeration,
      ...(props.projectName ? { projectName: props.projectName } : {}),
      file: { id: row.file_id ?? '', name: row.file_name ?? '', ext: row.file_ext ?? '', size: row.file_size ?? 0 },
    },
    user: row.created_by
      ? { _id: row.created_by, name: row.user_name ?? '', nameAlias: row.user_name_alias ?? '', picture: row.user_picture }
      : null,
    created: iso(row.created_at),
    canDelete: can(actor, 'delete', 'resource', { createdBy: row.created_by }),
  };
}
