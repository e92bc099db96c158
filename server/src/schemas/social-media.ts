// A project's social media covers and titles on the wire (issue 10): the Media section's covers grid, title
// list and cover versions. Shared by the routes, presenters and, through OpenAPI, the client's generated types.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, nullable, ref, stringEnum } from './common';
import { PLATFORMS } from './project';
import { SceneImage, SceneUser } from './scene';

/** The platforms a cover or title is chosen for (spec doc 2 section 5: fb, yt, pr). */
export const SocialPlatform = stringEnum(PLATFORMS, { $id: 'SocialPlatform', title: 'SocialPlatform' });
export type SocialPlatformName = (typeof PLATFORMS)[number];

/** The platforms a title may be marked demonetized on (spec doc 2 section 3: fbDemon, ytDemon). */
export const DEMON_PLATFORMS = ['fb', 'yt'] as const;
export const DemonPlatform = stringEnum(DEMON_PLATFORMS, { $id: 'DemonPlatform', title: 'DemonPlatform' });
export type DemonPlatformName = (typeof DEMON_PLATFORMS)[number];

/** A rating is 1 to 5; 0 takes the caller's rating away. */
export const RATING_MAX = 5;
export const TITLE_MAX = 300;
/** A project holds at most this many covers and this many titles (the Media section shows them all at once). */
export const MAX_COVERS = 100;
export const MAX_TITLES = 100;

/**
 * `edit` (canEdit: the project's PMs and its cover-image-design collaborators): add titles, upload and replace
 * covers, edit titles, rate; `curate` (the project's PMs): select per platform, mark demonetized, delete.
 */
export const SOCIAL_MEDIA_ACTIONS = ['edit', 'curate'] as const;
export const SocialMediaAction = stringEnum(SOCIAL_MEDIA_ACTIONS, { $id: 'SocialMediaAction', title: 'SocialMediaAction' });
export type SocialMediaActionName = (typeof SOCIAL_MEDIA_ACTIONS)[number];

/** Whether it is chosen for each platform. */
const Selection = {
  fb: Type.Boolean(),
  yt: Type.Boolean(),
  pr: Type.Boolean(),
};

/** The ratings' summary: the mean of every rating (0 without ratings), how many rated, the caller's own (0: none). */
const Ratings = {
  score: Type.Number({ minimum: 0, maximum: RATING_MAX }),
  ratingCount: Type.Integer({ minimum: 0 }),
  myRating: Type.Integer({ minimum: 0, maximum: RATING_MAX }),
};

export const SocialCover = Type.Object(
  {
    _id: Id,
    image: ref(SceneImage),
    ...Selection,
    ...Ratings,
    /** Who uploaded the image it shows now. */
    user: ref(SceneUser),
    versionCount: Type.Integer({ minimum: 0 }),
    created: DateTime,
    updated: DateTime,
  },
  { $id: 'SocialCover', title: 'SocialCover' },
);
export type SocialCoverJson = Static<typeof SocialCover>;

export const SocialTitle = Type.Object(
  {
    _id: Id,
    text: Type.String(),
    ...Selection,
    fbDemon: Type.Boolean(),
    ytDemon: Type.Boolean(),
    ...Ratings,
    user: ref(SceneUser),
    /** The text holds a listed risky word (as scenes judge it); for contributors only. */
    sensitive: Type.Optional(Type.Boolean()),
    created: DateTime,
    updated: DateTime,
  },
  { $id: 'SocialTitle', title: 'SocialTitle' },
);
export type SocialTitleJson = Static<typeof SocialTitle>;

export const SocialMedia = Type.Object(
  {
    covers: Type.Array(ref(SocialCover)),
    titles: Type.Array(ref(SocialTitle)),
    /** What the caller may do here; the controls follow it. */
    actions: Type.Array(ref(SocialMediaAction)),
  },
  { $id: 'SocialMedia', title: 'SocialMedia' },
);
export type SocialMediaJson = Static<typeof SocialMedia>;

/** One upload of a cover's image: "uploaded cover {time ago}" with the uploader's picture and name. */
export const CoverVersion = Type.Object(
  { _id: Id, image: nullable(ref(SceneImage)), user: ref(SceneUser), created: DateTime },
  { $id: 'CoverVersion', title: 'CoverVersion' },
);
export type CoverVersionJson = Static<typeof CoverVersion>;

export const SOCIAL_MEDIA_NAMED_SCHEMAS = [
  SocialPlatform,
  DemonPlatform,
  SocialMediaAction,
  SocialCover,
  SocialTitle,
  SocialMedia,
  CoverVersion,
];
