/**
 * The Home (scenes) section: the scene list, then the raw script, the storyboard brief, the docs and the credits,
 * each only for who may see it (anonymous readers of a published project get the public subset: no scenes).
 */
import type { Project } from 'shared-api';
import { CreditsBox, SceneList } from '../../scenes';
import { isPublicView } from '../access';
import { SectionColumns } from '../side/ProjectSideColumn';
import { DocsBox } from './DocsBox';
import { RawScriptBox } from './RawScriptBox';
import { StoryboardBriefBox } from './StoryboardBriefBox';

export function HomeSection({ project }: { project: Project }) {
  return (
    <SectionColumns project={project} section="scenes">
      {!isPublicView(project) && <SceneList project={project} />}
      <RawScriptBox project={project} />
      <StoryboardBriefBox project={project} />
      <DocsBox project={project} />
      <CreditsBox project={project} />
    </SectionColumns>
  );
}
