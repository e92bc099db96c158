// The public view of a published project (issue 28): what an anonymous visitor reads on its page, read only — the
// scenes with their images, sketches and storyboard frames, the covers and titles chosen per platform and the
// embedded videos. Never prices, jobs, PM logs, ratings, statuses, comment tags or people.
import { Type, type Static } from '@sinclair/typebox';
import { Id, nullable, ref } from './common';
import { SceneImage } from './scene';
import { SocialPlatform } from './social-media';
import { VideoPlatform } from './video';

export const PublicScene = Type.Object(
  {
    _id: Id,
    position: Type.Integer({ minimum: 0 }),
    text: Type.String(),
    image: nullable(ref(SceneImage)),
    sketch: nullable(ref(SceneImage)),
    /** The storyboard's frames of the scene, in order. */
    frames: Type.Array(ref(SceneImage)),
  },
  { $id: 'PublicScene', title: 'PublicScene' },
);

export const PublicView = Type.Object(
  {
    scenes: Type.Array(ref(PublicScene)),
    /** The cover chosen for each platform that has one. */
    covers: Type.Array(Type.Object({ platforms: Type.Array(ref(SocialPlatform)), image: ref(SceneImage) })),
    /** The title chosen for each platform that has one. */
    titles: Type.Array(Type.Object({ platforms: Type.Array(ref(SocialPlatform)), text: Type.String() })),
    /** The embedded videos (the provider's embed address) per platform. */
    videos: Type.Array(Type.Object({ platform: ref(VideoPlatform), url: Type.String() })),
  },
  { $id: 'PublicView', title: 'PublicView' },
);
export type PublicViewJson = Static<typeof PublicView>;

export const PUBLIC_PROJECT_NAMED_SCHEMAS = [PublicScene, PublicView];
