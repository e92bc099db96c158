// The project page is a chunk of its own (decision 0744): the project list, this remote's first route, does not
// download it. A link to a project starts fetching it when the visitor shows the intent to follow it.
export const loadProjectPage = () => import(/* webpackChunkName: "project" */ './project');

/** Starts fetching the project page's chunk (a project link hovered, focused or touched); webpack fetches it once. */
export function prefetchProjectPage(): void {
  void loadProjectPage();
}

/** The props that prefetch the project page from a link to a project. */
export const prefetchesProjectPage = {
  onPointerEnter: prefetchProjectPage,
  onFocus: prefetchProjectPage,
  onTouchStart: prefetchProjectPage,
} as const;
