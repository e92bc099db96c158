// A project's social media covers and titles on the wire (issue 10): the Media section's covers grid, title
// list and cover versions. Shared by the routes, presenters and, through OpenAPI, the client's generated types.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, ErrorResponse, Id, nullable, ref, responses, stringEnum } from './common';
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

// The Media section's calls' schemas (routes/api/projects/social-media/).

const tags = ['social media'];
const ProjectParams = Type.Object({ id: Id });
const CoverParams = Type.Object({ id: Id, coverId: Id });
const TitleParams = Type.Object({ id: Id, titleId: Id });
const MediaAnswer = Type.Object({ message: Type.String(), media: ref(SocialMedia) });
const uploadErrors = { 413: ref(ErrorResponse), 415: ref(ErrorResponse) };

const Rating = Type.Object(
  {
    rating: Type.Integer({
      minimum: 0,
      maximum: RATING_MAX,
      errorMessage: `rating: give 1 to ${RATING_MAX} stars, or 0 to take your rating away`,
    }),
  },
  { additionalProperties: false },
);
/** `value`: chosen (true) or not (false) — a repeated or late click changes nothing; without it, the choice flips. */
const ChosenValue = Type.Optional(
  Type.Boolean({ description: 'Set to this (a repeated or late click changes nothing); without it, it flips' }),
);
const Platform = Type.Object({ platform: ref(SocialPlatform), value: ChosenValue }, { additionalProperties: false });
const TitleText = Type.String({
  minLength: 1,
  maxLength: TITLE_MAX,
  pattern: '\\S',
  errorMessage: `title: write a title (1 to ${TITLE_MAX} characters)`,
});

const place = (name: 'from' | 'to', max: number) =>
  Type.Integer({ minimum: 0, maximum: max, errorMessage: `${name}: a place in the list, 0 to ${max - 1}` });
const sortRules = (what: string) =>
  `Both 0-based places in the ${what} as listed. The ${what.replace(/s$/, '')} at \`from\` must be the one the caller moved ` +
  "(409 when somebody changed the list meanwhile: reload and move it again). The list is everyone's (the Media section and the " +
  "gallery's title carousel show it in this order).";

export const GetSocialMediaSchema = {
  operationId: 'getSocialMedia',
  tags,
  summary: "The project's covers and titles in their order, and what the caller may do (whoever reads the project)",
  description: `A project holds at most ${MAX_COVERS} covers and ${MAX_TITLES} titles: one answer holds them all.`,
  params: ProjectParams,
  response: responses({ 200: ref(SocialMedia) }),
};

export const UploadCoverSchema = {
  operationId: 'uploadCover',
  tags,
  summary: 'Adds a cover (edit): multipart/form-data, one image in the field `file`, at most 60 MB',
  description:
    'jpg, png, gif or webp, read from the content (the extension must agree). 413 over the limit, 415 for other types; ' +
    'nothing is stored then. Several files are several calls.',
  params: ProjectParams,
  consumes: ['multipart/form-data'],
  response: { ...responses({ 201: MediaAnswer }), ...uploadErrors },
};

export const SortCoversSchema = {
  operationId: 'sortCovers',
  tags,
  summary: 'Moves a cover from one place of the list to another (edit)',
  description: sortRules('covers'),
  params: ProjectParams,
  body: Type.Object(
    { from: place('from', MAX_COVERS), to: place('to', MAX_COVERS), coverId: Id },
    { additionalProperties: false },
  ),
  response: responses({ 200: MediaAnswer }),
};

export const SortTitlesSchema = {
  operationId: 'sortTitles',
  tags,
  summary: 'Moves a title from one place of the list to another (edit)',
  description: sortRules('titles'),
  params: ProjectParams,
  body: Type.Object(
    { from: place('from', MAX_TITLES), to: place('to', MAX_TITLES), titleId: Id },
    { additionalProperties: false },
  ),
  response: responses({ 200: MediaAnswer }),
};

export const ReplaceCoverSchema = {
  operationId: 'replaceCover',
  tags,
  summary: "Replaces a cover's image (edit); the new image is kept as a version",
  params: CoverParams,
  consumes: ['multipart/form-data'],
  response: { ...responses({ 200: MediaAnswer }), ...uploadErrors },
};

export const SelectCoverSchema = {
  operationId: 'selectCover',
  tags,
  summary: 'Chooses the cover for a platform, or unchooses it when it is chosen already (curate)',
  description: 'Choosing clears the other covers of the project on that platform; one cover per platform, even at once.',
  params: ProjectParams,
  body: Type.Object({ coverId: Id, platform: ref(SocialPlatform), value: ChosenValue }, { additionalProperties: false }),
  response: responses({ 200: MediaAnswer }),
};

export const DeleteCoverSchema = {
  operationId: 'deleteCover',
  tags,
  summary: 'Deletes a cover with its versions and ratings (curate)',
  params: CoverParams,
  response: responses({ 200: MediaAnswer }),
};

export const RateCoverSchema = {
  operationId: 'rateCover',
  tags,
  summary: "Rates a cover 1 to 5, or takes the caller's rating away with 0 (edit); one rating per person",
  params: CoverParams,
  body: Rating,
  response: responses({ 200: MediaAnswer }),
};

export const CoverVersionsSchema = {
  operationId: 'listCoverVersions',
  tags,
  summary: "A cover's uploads, newest first, with the uploader (whoever reads the project)",
  params: CoverParams,
  response: responses({ 200: Type.Object({ versions: Type.Array(ref(CoverVersion)) }) }),
};

export const AddTitleSchema = {
  operationId: 'addTitle',
  tags,
  summary: 'Adds a title (edit): trimmed, not empty',
  params: ProjectParams,
  body: Type.Object({ title: TitleText }, { additionalProperties: false }),
  response: responses({ 201: MediaAnswer }),
};

export const ChangeTitleSchema = {
  operationId: 'changeTitle',
  tags,
  summary: "Changes a title's text (edit): trimmed, not empty",
  params: TitleParams,
  body: Type.Object({ title: TitleText }, { additionalProperties: false }),
  response: responses({ 200: MediaAnswer }),
};

export const RateTitleSchema = {
  operationId: 'rateTitle',
  tags,
  summary: "Rates a title 1 to 5, or takes the caller's rating away with 0 (edit); one rating per person",
  params: TitleParams,
  body: Rating,
  response: responses({ 200: MediaAnswer }),
};

export const SelectTitleSchema = {
  operationId: 'selectTitle',
  tags,
  summary: 'Chooses the title for a platform, or unchooses it when it is chosen already (curate)',
  description: "Choosing clears the project's other titles on that platform and this title's demonetized mark there.",
  params: TitleParams,
  body: Platform,
  response: responses({ 200: MediaAnswer }),
};

export const DemonTitleSchema = {
  operationId: 'markTitleDemonetized',
  tags,
  summary: 'Marks a title demonetized on Facebook or YouTube, or takes the mark away when it is marked (curate)',
  params: TitleParams,
  body: Type.Object({ platform: ref(DemonPlatform), value: ChosenValue }, { additionalProperties: false }),
  response: responses({ 200: MediaAnswer }),
};

export const DeleteTitleSchema = {
  operationId: 'deleteTitle',
  tags,
  summary: 'Deletes a title with its ratings (curate)',
  params: TitleParams,
  response: responses({ 200: MediaAnswer }),
};
