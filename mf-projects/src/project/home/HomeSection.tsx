/**
 * The Home (scenes) section: the scene list, then the raw script, the storyboard brief, the docs and the credits,
 * each only for who may see it. Anonymous readers of a published project (and others outside it) get its public view
 * instead of the scene list (its own chunk, so members never download it).
 */
import { lazy, Suspense } from 'react';
import type { Project } from 'shared-api';
import { Loading } from 'shared-ui';
import { CreditsBox, SceneList, useSceneListSettled } from '../../scenes';
import { isPublicView } from '../../project-shared';
import { SectionColumns } from '../side/ProjectSideColumn';
import { DocsBox } from './DocsBox';
import { RawScriptBox } from './RawScriptBox';
import { StoryboardBriefBox } from './StoryboardBriefBox';

const PublicView = lazy(() => import(/* webpackChunkName: "public-view" */ '../public/PublicView'));

export function HomeSection({ project }: { project: Project }) {
  const publicView = isPublicView(project);
  // The boxes under the scene list appear with it, not before it: the list's arrival would push them down.
  const listSettled = useSceneListSettled(project._id, !publicView);
  return (
    <SectionColumns project={project} section="scenes">
      {publicView ? (
        <Suspense fallback={<Loading />}>
          <PublicView projectId={project._id} />
        </Suspense>
      ) : (
        <SceneList project={project} />
      )}
      {listSettled && (
        <>
          <RawScriptBox project={project} />
          <StoryboardBriefBox project={project} />
          <DocsBox project={project} />
          <CreditsBox project={project} />
        </>
      )}
    </SectionColumns>
  );
}
