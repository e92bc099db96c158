/** The Media section's wire types: aliases of the server's schemas (server/src/schemas/social-media.ts). */
import type { ApiResponse, ApiSchemas } from 'shared-api';

export type SocialMedia = ApiSchemas['SocialMedia'];
export type Cover = ApiSchemas['SocialCover'];
export type Title = ApiSchemas['SocialTitle'];
export type CoverVersion = ApiSchemas['CoverVersion'];
export type Platform = ApiSchemas['SocialPlatform'];
export type DemonPlatform = ApiSchemas['DemonPlatform'];
/** What the caller may do here (`edit`: canEdit; `curate`: the PMs), decided by the server. */
export type MediaAction = ApiSchemas['SocialMediaAction'];
/** Every change answers the whole section as the caller now sees it. */
export type MediaAnswer = ApiResponse<'/api/projects/{id}/social-media-title', 'post'>;

/** The platforms in the order the section shows them (spec doc 2 section 5: fb, yt, pr). */
export const PLATFORMS: readonly Platform[] = ['fb', 'yt', 'pr'];
export const DEMON_PLATFORMS: readonly DemonPlatform[] = ['fb', 'yt'];
/** Ratings are 1 to 5 stars; 0 is no rating (spec doc 2 section 9). */
export const RATING_MAX = 5;
