// Social media covers and titles on the wire: only whitelisted fields; the caller's own rating, never who gave
// which; the sensitive-word mark of a title for contributors only (as scenes' demonProof).
import type { CoverRow, CoverVersionRow, TitleRow } from '../repositories/social-media';
import type { CoverVersionJson, SocialCoverJson, SocialTitleJson } from '../schemas/social-media';
import { isDemonProof } from '../domain/script-text';
import { can, type Actor, type ProjectTarget } from '../policies';
import { presentSceneImage } from './scene';
import { iso } from './dates';

const ratings = (row: CoverRow | TitleRow) => ({
  score: Number(row.score),
  ratingCount: row.rating_count,
  myRating: row.my_rating,
});

export const presentCover = (cover: CoverRow): SocialCoverJson => ({
  _id: cover.id,
  image: presentSceneImage(cover.image),
  fb: cover.fb,
  yt: cover.yt,
  pr: cover.pr,
  ...ratings(cover),
  user: cover.user,
  versionCount: cover.version_count,
  created: iso(cover.created_at),
  updated: iso(cover.updated_at),
});

export function presentTitle(title: TitleRow, actor: Actor, project: ProjectTarget): SocialTitleJson {
  return {
    _id: title.id,
    text: title.text,
    fb: title.fb,
    yt: title.yt,
    pr: title.pr,
    fbDemon: title.fb_demon,
    ytDemon: title.yt_demon,
    ...ratings(title),
    user: title.user,
    ...(can(actor, 'seeInternals', 'project', project) ? { sensitive: !isDemonProof(title.text) } : {}),
    created: iso(title.created_at),
    updated: iso(title.updated_at),
  };
}

export const presentCoverVersion = (version: CoverVersionRow): CoverVersionJson => ({
  _id: version.id,
  image: version.image ? presentSceneImage(version.image) : null,
  user: version.user,
  created: iso(version.created_at),
});
