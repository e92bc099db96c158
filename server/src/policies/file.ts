// Files: a stored file is read (its download link, its image variants at /media) by whoever may read what it is
// attached to: a payment's receipt by the payee, the payment role and admins; a job's file by who may read the job;
// a project doc by who may read the project's docs; a post's file by who may read the post; a job round's
// file by who may read that round (policies/deliverable.ts); a doc's file by who may read docs; a scene's image or
// sketch (or an earlier version's image) by who may read the project's scenes; a project's video or subtitle file by
// who may read its video box (policies/video.ts); a cover-title sample's image by who may read resources; a social
// media cover's image (or an earlier version's) by who may read the project's covers; a comment's file by who may
// read the comment; a message's file by the members of its conversation (not a public one's readers); a profile picture by
// everyone signed in (it shows beside the person's name). Its uploader always, admins always; a file attached to
// nothing yet (uploaded, not saved into a record) is its uploader's alone.
import { allow, can } from './engine';
import { isAdmin, type Actor } from './actor';
import type { FileAttachment } from './models';

function readsAttachment(actor: Actor, attachment: FileAttachment): boolean {
  switch (attachment.kind) {
    case 'payment':
      return can(actor, 'read', 'payment', attachment.payment);
    case 'job':
      return can(actor, 'read', 'job', attachment.job);
    case 'projectDoc':
      return can(actor, 'readDocs', 'project', attachment.project);
    case 'post':
      return can(actor, 'read', 'post', attachment.post);
    case 'scene':
      return can(actor, 'read', 'scene', attachment.project);
    case 'cover':
      return can(actor, 'read', 'socialMedia', attachment.project);
    case 'deliverable':
      return can(actor, 'read', 'deliverable', attachment.deliverable);
    case 'video':
      return can(actor, 'read', 'video', attachment.project);
    case 'resource':
      return can(actor, 'read', 'resource', attachment.resource);
    case 'comment':
      return can(actor, 'read', 'comment', attachment.comment);
    case 'message':
      return attachment.conversation.memberIds.includes(actor.id);
    case 'picture':
      return true;
    case 'blogpost':
      return can(actor, 'read', 'blogpost', null);
  }
}

allow('file', 'read', (actor, file) => {
  // A message's file is its conversation's members' alone (admins and its uploader too only while members).
  const messages = file.attachments.filter((a) => a.kind === 'message');
  if (messages.length > 0 && messages.length === file.attachments.length) return messages.some((a) => readsAttachment(actor, a));
  if (isAdmin(actor)) return true;
  // A job round's file follows the job's visibility, whoever uploaded it: a released claimant loses it with the job.
  const rounds = file.attachments.filter((a) => a.kind === 'deliverable');
  if (rounds.length > 0) return rounds.some((a) => readsAttachment(actor, a));
  return (file.createdBy !== null && file.createdBy === actor.id) || file.attachments.some((a) => readsAttachment(actor, a));
});
