// Comments (spec doc 2 sections 2, 4 and 6): on projects, scenes and posts. Whoever reads the item reads its
// public comments ('' tag); #admins is for admins; #private for the item's PMs (a project's PMs, or for a post
// its author and admins) and the comment's own author; the role tags (recording, video-editing, voice) for every
// contributor and for others only the roles they hold. Writing in a tab takes reading it. Authors and admins
// edit; authors and the item's PMs hide, show and remove. Anonymous visitors (guests) of a published project read
// and write its public comments only (the guest rule below), within the route's own limits (services/comments.ts).
import { allow, allowGuest, can } from './engine';
import { isAdmin, isContributor, isGuest, isProjectPm, type Actor, type Caller } from './actor';
import type { CommentItemTarget, CommentTarget } from './models';
import { COMMENT_TAGS, type CommentTag } from '../db/types';

export const ROLE_COMMENT_TAGS = ['recording', 'video-editing', 'voice'] as const;

/** The item's public view: a published project, whose public tab anyone reads, signed in or not. */
const hasPublicView = (item: CommentItemTarget): boolean => item.kind === 'project' && item.published;

/** Whether `caller` reads the item the comments are on (a guest reads none; a public view is not the item). */
export function readsCommentItem(caller: Caller, item: CommentItemTarget): boolean {
  if (isGuest(caller)) return false;
  const actor = caller;
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

/**
 * The tabs `caller` reads on the item, in the spec's order: a published project's public tab for whoever does not
 * read the project (guests included), none of an item they do not read otherwise.
 */
export function readableCommentTags(caller: Caller, item: CommentItemTarget): CommentTag[] {
  if (isGuest(caller) || !readsCommentItem(caller, item)) return hasPublicView(item) ? [''] : [];
  return COMMENT_TAGS.filter((tag) => readsTag(caller, item, tag));
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
/** Guests (DECISIONS "Comments", "Post as Anonymous"): the public tab of a published project, to read and write. */
allowGuest('comment', ['read', 'create'], (comment) => comment.tag === '' && hasPublicView(comment.item));
/** Files and @-mentions in a comment take an account: every signed-in writer, never a guest. */
allow('comment', 'attach', () => true);

/** @-mentions look people up in the user directory: power users only (spec doc 2 section 5). */
allow('studio', 'mention', (actor) => can(actor, 'listUsers', 'studio', null));

/**
 * What the caller may do to one comment, for the list's buttons. A guest's list offers no Reply (the public view
 * has one comment box); the create route refuses a guest's reply too.
 */
export function commentAbilities(
  caller: Caller,
  comment: CommentTarget,
): { edit: boolean; hide: boolean; remove: boolean; reply: boolean } {
  return {
    edit: can(caller, 'edit', 'comment', comment),
    hide: can(caller, 'hide', 'comment', comment),
    remove: can(caller, 'remove', 'comment', comment),
    reply: !isGuest(caller) && can(caller, 'create', 'comment', comment),
  };
}
