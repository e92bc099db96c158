// Review links (issue 26): a project's PMs share its uploaded video, its chosen covers and titles or its storyboard
// with a reviewer who has no account, through a long random token (shown once), an optional password and an expiry.
// The reviewer's read carries only what the link was made for: never prices, people, PM logs or comment tags.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, ErrorResponse, Id, IdParams, nullable, ref, responses, stringEnum } from './common';
import { PublicView } from './public-project';
import { VideoPlatform } from './video';

export const REVIEW_LINK_KINDS = ['video', 'social', 'storyboard'] as const;
export const ReviewLinkKind = stringEnum(REVIEW_LINK_KINDS, { $id: 'ReviewLinkKind', title: 'ReviewLinkKind' });

/** The longest a link may live; a studio renews a link rather than leaving one open for good. */
export const REVIEW_LINK_MAX_DAYS = 90;
/** The most links one project lists (a studio makes a handful; revoked ones stay listed for the record). */
export const REVIEW_LINKS_LIMIT = 200;

export const ReviewLink = Type.Object(
  {
    _id: Id,
    kind: ref(ReviewLinkKind),
    name: Type.String(),
    expiresAt: DateTime,
    mayComment: Type.Boolean(),
    mayDownload: Type.Boolean(),
    hasPassword: Type.Boolean(),
    createdAt: DateTime,
    revokedAt: nullable(DateTime),
    /** Neither revoked nor expired. */
    active: Type.Boolean(),
  },
  { $id: 'ReviewLink', title: 'ReviewLink' },
);
export type ReviewLinkJson = Static<typeof ReviewLink>;

export const ReviewView = Type.Object(
  {
    name: Type.String(),
    kind: ref(ReviewLinkKind),
    projectTitle: Type.String(),
    expiresAt: DateTime,
    mayComment: Type.Boolean(),
    mayDownload: Type.Boolean(),
    /** Only the part the link was made for; the other lists are empty. */
    view: ref(PublicView),
    /** The project's uploaded video files (a video link only). */
    videoFiles: Type.Array(
      Type.Object({ platform: ref(VideoPlatform), name: Type.String(), ext: Type.String(), size: nullable(Type.Integer()) }),
    ),
  },
  { $id: 'ReviewView', title: 'ReviewView' },
);
export type ReviewViewJson = Static<typeof ReviewView>;

const LinkParams = Type.Object({ id: Id, linkId: Id });

export const CreateReviewLinkSchema = {
  operationId: 'createReviewLink',
  tags: ['review'],
  summary: "Makes a review link for the project's video, covers and titles, or storyboard (the project's PMs)",
  description: 'The answer carries the token once; only its hash is stored.',
  params: IdParams,
  body: Type.Object({
    kind: ref(ReviewLinkKind),
    name: Type.String({ minLength: 1, maxLength: 120 }),
    /** Days until the link expires. */
    expiresInDays: Type.Integer({ minimum: 1, maximum: REVIEW_LINK_MAX_DAYS }),
    password: Type.Optional(Type.String({ minLength: 6, maxLength: 200 })),
    mayComment: Type.Boolean(),
    mayDownload: Type.Boolean(),
  }),
  response: responses({ 201: Type.Object({ message: Type.String(), link: ref(ReviewLink), token: Type.String() }) }),
};

export const ListReviewLinksSchema = {
  operationId: 'listReviewLinks',
  tags: ['review'],
  summary: "The project's review links, newest first (the project's PMs)",
  params: IdParams,
  response: responses({ 200: Type.Object({ links: Type.Array(ref(ReviewLink)) }) }),
};

export const RevokeReviewLinkSchema = {
  operationId: 'revokeReviewLink',
  tags: ['review'],
  summary: "Revokes a review link at once (the project's PMs)",
  params: LinkParams,
  response: responses({ 200: Type.Object({ message: Type.String(), link: ref(ReviewLink) }) }),
};

export const OpenReviewLinkSchema = {
  operationId: 'openReviewLink',
  tags: ['review'],
  summary: 'What a review link shows, read through its token (no account; the password when the link has one)',
  description:
    'An unknown, revoked or expired token answers 404; a wrong or missing password 401, and past the limit of wrong ' +
    'passwords 429.',
  security: [],
  body: Type.Object({
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  response: {
    200: Type.Object({ review: ref(ReviewView) }),
    400: ref(ErrorResponse),
    401: ref(ErrorResponse),
    404: ref(ErrorResponse),
    429: ref(ErrorResponse),
  },
};

export const REVIEW_LINK_NAMED_SCHEMAS = [ReviewLinkKind, ReviewLink, ReviewView];
