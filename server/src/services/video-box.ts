// How the video box's calls (issue 10) judge and answer. Whoever reads the project reads the box; the video
// policy (policies/video.ts) says who changes it; changes happen only while the project is in production,
// finalizing, ready or launched (409), in the one project executor (services/locked-project.ts
// `withLockedSection`, the project's row locked).
import { can } from '../policies';
import { VIDEO_ACTIVE_STATUSES, VIDEO_NOT_ACTIVE } from '../schemas/video';
import type { SectionCheck } from './locked-project';

export type VideoAction = 'edit' | 'setUrl';
const FORBIDDEN: Record<VideoAction, string> = {
  edit: "Only the project's managers and its cover designers change the video box",
  setUrl: "Only the project's managers, its cover designers and the vrd role update the video URL",
};

export const isActive = (status: string) => (VIDEO_ACTIVE_STATUSES as readonly string[]).includes(status);

/** Who reads the video box, or takes `action` on it, and when. */
export const videoCheck = (action: VideoAction | 'read'): SectionCheck => ({
  reads: (actor, target) => can(actor, 'read', 'video', target),
  ...(action === 'read'
    ? {}
    : {
        may: { allows: (actor, target) => can(actor, action, 'video', target), forbidden: FORBIDDEN[action] },
        when: { allows: isActive, wrongState: VIDEO_NOT_ACTIVE },
      }),
});
