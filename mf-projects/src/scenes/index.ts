/** The scenes feature's public surface: what other features of this package may import (lint refuses deeper imports). */
import './strings';

export { SceneList } from './SceneList';
export { ConfirmModal } from './ui/ConfirmModal';
export { CreditsBox } from './CreditsBox';
export { SceneTextEditor } from './SceneTextEditor';
export { hasStoryboard, showsStoryboard } from './storyboard';
export { useScenes } from './api/get-scenes';
export { useSceneListSettled } from './scene-list-state';
export { sceneCalls, useSceneCall } from './api/change-scene';
export type { BoardScene, BravoDrawing, Scene } from './api/types';
