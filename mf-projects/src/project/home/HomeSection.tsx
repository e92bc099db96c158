/**
 * The Home (scenes) section. The scene list arrives with its own issue; until then the main column shows what the
 * project holds: the raw script, the storyboard brief, the docs and the credits, each only for who may see it.
 */
import type { Project } from 'shared-api';
import { SectionColumns } from '../side/ProjectSideColumn';
import { CreditsBox } from './CreditsBox';
import { DocsBox } from './DocsBox';
import { RawScriptBox } from './RawScriptBox';
import { StoryboardBriefBox } from './StoryboardBriefBox';

export function HomeSection({ project }: { project: Project }) {
  return (
    <SectionColumns project={project} section="scenes">
      <RawScriptBox project={project} />
      <StoryboardBriefBox project={project} />
      <DocsBox project={project} />
      <CreditsBox project={project} />
    </SectionColumns>
  );
}
