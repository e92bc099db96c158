/**
 * The video feature's public surface: the video box of the project page (lint refuses deeper imports). Its code is a
 * chunk of its own, loaded when the box first shows, so the project page's first download does not grow.
 */
import { createElement, lazy, Suspense } from 'react';
import type { Project } from 'shared-api';

const LazyVideoBox = lazy(() => import(/* webpackChunkName: "video" */ './VideoBox').then((m) => ({ default: m.VideoBox })));

export function VideoBox(props: { project: Project }) {
  return createElement(Suspense, { fallback: null }, createElement(LazyVideoBox, props));
}
