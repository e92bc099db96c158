// Messages (issue 18; DECISIONS "Messaging"): who may talk to whom, and who reads and writes a conversation.
// - Contributors (admins, staff, freelancers) talk with each other.
// - A client talks with the collaborators of the client's own projects (their PMs, the people working on them and
//   the other clients there) and the admins (every project's PMs), and with no one else; every member of a
//   conversation with a client in it must be someone that client may talk to (adding a member is judged the same).
// - A public conversation is readable, and joinable, by every contributor; it never has a client in it.
// - Nobody else reads, posts to or searches a conversation: not being in it answers 404, admins included.
// - Group members: any member adds someone (each pair allowed); the creator removes anyone, a member removes themself.
import { allow } from './engine';
import { isContributor, type Actor } from './actor';
import type { ConversationTarget, MessagingParty } from './models';

/** Whether `a` and `b` may be in one conversation (symmetric: a client's partners are judged from the client). */
export function mayTalk(a: MessagingParty, b: MessagingParty): boolean {
  if (a.id === b.id) return true;
  if (a.level === 'client' && !a.partnerIds.includes(b.id)) return false;
  if (b.level === 'client' && !b.partnerIds.includes(a.id)) return false;
  return true;
}

/** Whether these people may all be in one conversation together (public: contributors only). */
export function mayTalkTogether(parties: readonly MessagingParty[], isPublic: boolean): boolean {
  if (isPublic && parties.some((party) => party.level === 'client')) return false;
  return parties.every((a) => parties.every((b) => mayTalk(a, b)));
}

const isMember = (actor: Actor, conversation: ConversationTarget) => conversation.memberIds.includes(actor.id);

allow('conversation', 'read', (actor, c) => isMember(actor, c) || (c.isPublic && isContributor(actor)));
allow('conversation', 'post', (actor, c) => isMember(actor, c));
allow('conversation', 'addMember', (actor, c) => c.isGroup && isMember(actor, c));
allow('conversation', 'join', (actor, c) => c.isPublic && isContributor(actor) && !isMember(actor, c));

/** Whether `actor` may take `userId` out of the group: its creator anyone, a member themself. */
export function mayRemoveMember(actor: Actor, conversation: ConversationTarget, userId: string): boolean {
  if (!conversation.isGroup || !isMember(actor, conversation)) return false;
  return userId === actor.id || conversation.createdBy === actor.id;
}
