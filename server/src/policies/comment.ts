// Comments (spec doc 2 sections 2, 4 and 6): on projects, scenes and posts. Whoever reads the item reads its
// public comments ('' tag); #admins is for admins; #private for the item's PMs (a project's PMs, or for a post
// its author and admins) and the comment's own author; the role tags (recording, video-editing, voice) for every
// contributor and for others only the roles they hold. Writing in a tab takes reading it. Authors and admins
// edit; authors and the item's PMs hide, show and remove. Anonymous visitors of a published project read and
// write public comments only, through the route's own limits (services/comments.ts), never through here.
import { allow, can } from './engine';
import { isAdmin, isContributor, isProjectPm, type Actor } from './actor';
import type { CommentItemTarget, CommentTarget } from './models';
import { COMMENT_TAGS, type CommentTag } from '../db/types';

export const ROLE_COMMENT_TAGS = ['recording', 'video-editing', 'voice'] as const;

/** Whether `actor` reads the item the comments are on. */
export function readsCommentItem(actor: Actor, item: CommentItemTarget): boolean {
  switch (item.kind) {
    case 'project':
      return can(actor, 'read', 'project', item.project);
    case 'scene':
      return can(actor, 'read', 'scene', item.project);
    case 'post':
      return can(actor, 'read', 'post', item.post);
  }
}

/** The item's PMs: a project's (or its scene's) PMs; a post's author and admins. */
export function isItemPm(actor: Actor, item: CommentItemTarget): boolean {
  if (item.kind === 'post') return isAdmin(actor) || item.post.userId === actor.id;
  return isProjectPm(actor, item.project.collaboratorIds);
}

/** Whether `actor` reads (and writes in) the tab `tag` of an item they read. */
export function readsTag(actor: Actor, item: CommentItemTarget, tag: CommentTag): boolean {
  switch (tag) {
    case '':
      return true;
    case 'admins':
      return isAdmin(actor);
    case 'private':
      return isItemPm(actor, item);
    default:
      return isContributor(actor) || actor.roles.includes(tag);
  }
}

/** The tabs `actor` reads on the item, in the spec's order (none when they do not read the item). */
export function readableCommentTags(actor: Actor | null, item: CommentItemTarget): CommentTag[] {
  if (!actor) return item.kind === 'project' && item.published ? [''] : [];
  if (!readsCommentItem(actor, item)) return item.kind === 'project' && item.published ? [''] : [];
  return COMMENT_TAGS.filter((tag) => readsTag(actor, item, tag));
}

const isAuthor = (actor: Actor, comment: CommentTarget) => comment.authorId !== null && comment.authorId === actor.id;

allow('comment', 'read', (actor, comment) => {
  if (!readsCommentItem(actor, comment.item)) return false;
  return readsTag(actor, comment.item, comment.tag) || isAuthor(actor, comment);
});
allow(
  'comment',
  'create',
  (actor, comment) => readsCommentItem(actor, comment.item) && readsTag(actor, comment.item, comment.tag),
);
allow(
  'comment',
  'edit',
  (actor, comment) => can(actor, 'read', 'comment', comment) && (isAuthor(actor, comment) || isAdmin(actor)),
);
allow(
  'comment',
  ['hide', 'remove'],
  (actor, comment) => can(actor, 'read', 'comment', comment) && (isAuthor(actor, comment) || isItemPm(actor, comment.item)),
);
/**
 * A hidden comment's words (issue 19): its author and the item's PMs (a project's PMs and admins; a post's author
 * and admins), who may show it again; everyone else gets a placeholder in its place (presenters/comment.ts).
 */
allow(
  'comment',
  'readHidden',
  (actor, comment) => can(actor, 'read', 'comment', comment) && (isAuthor(actor, comment) || isItemPm(actor, comment.item)),
);
/** @-mentions look people up in the user directory: power users only (spec doc 2 section 5). */
allow('studio', 'mention', (actor) => can(actor, 'listUsers', 'studio', null));

/** What the caller may do to one comment, for the list's buttons. */
export function commentAbilities(
  actor: Actor | null,
  comment: CommentTarget,
): { edit: boolean; hide: boolean; remove: boolean; reply: boolean } {
  return {
    edit: can(actor, 'edit', 'comment', comment),
    hide: can(actor, 'hide', 'comment', comment),
    remove: can(actor, 'remove', 'comment', comment),
    reply: can(actor, 'create', 'comment', comment),
  };
}
