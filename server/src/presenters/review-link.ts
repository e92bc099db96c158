// Review links on the wire (issue 26): the PM's list row (never the token or a hash) and the reviewer's view.
import type { ReviewLinkRow } from '../repositories/review-links';
import type { ReviewLinkJson } from '../schemas/review-link';
import { isLinkActive } from '../domain/review-links';
import { iso, isoOrNull } from './dates';

export function presentReviewLink(link: ReviewLinkRow): ReviewLinkJson {
  return {
    _id: link.id,
    kind: link.kind,
    name: link.name,
    expiresAt: iso(link.expires_at),
    mayComment: link.may_comment,
    mayDownload: link.may_download,
    hasPassword: link.password_hash !== null,
    createdAt: iso(link.created_at),
    revokedAt: isoOrNull(link.revoked_at),
    active: isLinkActive(link),
  };
}
