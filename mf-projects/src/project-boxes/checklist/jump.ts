/**
 * The checklist's jump to a box of the page (spec doc 2 "The checklist can jump to a box"; section 9 "Scroll
 * offset 60 px, highlight 1.5 s after 200 ms"). The boxes live in the Home (scenes) section: from another section
 * the route is replaced with `/app/projects/{id}/scenes` first. The target is the element with id `box-{boxId}`.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'shared-api';
import { t } from 'shared-ui';
import { NAMESPACE } from '../../i18n';

export const JUMP_DELAY_MS = 200;
export const HIGHLIGHT_MS = 1500;
export const SCROLL_OFFSET_PX = 60;
/** How long a jump waits for its box to appear (the scenes section may still be loading). */
export const JUMP_WAIT_MS = 3000;
const RETRY_MS = 100;

/** The box a checklist step leads to, by step id (steps without an entry have no jump). */
export const CHECKLIST_JUMPS: Readonly<Record<string, string>> = {
  'project-setup': 'collaborators',
  'script-editing': 'raw-script',
  'script-wrapup': 'docs',
  'storyboard-setup': 'storyboard-brief',
  'voice-recording': 'specs',
  'launch-prep': 'drive',
};

export const scenesPath = (projectId: string) => `/app/projects/${projectId}/scenes`;

// One jump at a time; kept outside React because the box that started it may unmount when the section changes.
let pending: ReturnType<typeof setTimeout> | null = null;

function highlight(element: HTMLElement) {
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  const { outline, outlineOffset } = element.style;
  element.style.outline = '3px solid #2563eb';
  element.style.outlineOffset = '2px';
  element.dataset.highlighted = 'true';
  setTimeout(() => {
    element.style.outline = outline;
    element.style.outlineOffset = outlineOffset;
    delete element.dataset.highlighted;
  }, HIGHLIGHT_MS);
}

/** Scrolls to `box-{boxId}` (60 px above it) and highlights it for 1.5 s, 200 ms from now; waits for it to appear. */
export function scrollToBox(boxId: string) {
  if (pending) clearTimeout(pending);
  const giveUpAt = Date.now() + JUMP_WAIT_MS;
  const attempt = () => {
    pending = null;
    const element = document.getElementById(`box-${boxId}`);
    if (element) return highlight(element);
    if (Date.now() >= giveUpAt) return toast.info(t(`${NAMESPACE}:checklistBox.notOnPage`));
    pending = setTimeout(attempt, RETRY_MS);
  };
  pending = setTimeout(attempt, JUMP_DELAY_MS);
}

/** The default jump of the checklist: replace the route with the scenes section when elsewhere, then scroll. */
export function useJumpToBox(projectId: string) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (boxId: string) => {
      if (pathname !== scenesPath(projectId)) navigate(scenesPath(projectId), { replace: true });
      scrollToBox(boxId);
    },
    [navigate, pathname, projectId],
  );
}
