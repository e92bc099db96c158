/**
 * The side column of a section: the boxes this caller sees there, in order (spec doc 2 "Project page": PMs get
 * status, specs, PM logs, collaborators and drive; storyboard artists brief, status, specs and collaborators; others
 * status and collaborators; the Jobs section job stats (admins), the quote (PMs), earnings (contributors) and specs (PMs)).
 *
 * A box joins by adding one entry to SIDE_BOXES: the sections it shows in, whether this caller sees it (from what
 * the server sent: a field present, or `project.actions`), and its component, which gets the project. Anonymous
 * readers of a published project see no side boxes.
 */
import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { hasRole, isPm, useSession, type Project, type SessionUser } from 'shared-api';
import { ChecklistBox, DriveBox, EarningsBox, PmLogsBox, SpecsBox } from '../../project-boxes';
import { useProjectsT } from '../../i18n';
import { isPublicView } from '../../project-shared';
import { CollaboratorsBox } from '../collabs/CollaboratorsBox';
import { JoinFirstBox } from '../collabs/JoinFirstBox';
import { JobStatsBox } from '../jobs/JobStatsBox';
import { QuoteBox } from '../jobs/QuoteBox';
import type { SectionKey } from '../sections';
import { PublishingBox } from '../publishing/PublishingBox';
import { StatusBox } from '../status/StatusBox';

export type SideBoxProps = { project: Project };

export type SideBox = {
  key: string;
  /** The sections whose side column shows it. */
  sections: readonly SectionKey[];
  /** Whether this caller sees it. */
  shows(project: Project, user: SessionUser | null): boolean;
  Component: ComponentType<SideBoxProps>;
};

/** Who sees the specs box beside Home: PMs and the roles that work from the specs (storyboard, recording, editing). */
const SPECS_READERS = ['storyboard', 'recording', 'video-editing'];
const readsSpecs = (project: Project, user: SessionUser | null) =>
  project.specs !== undefined && (isPm(user) || SPECS_READERS.some((role) => hasRole(user, role)));
const PmLogs = ({ project }: SideBoxProps) => <PmLogsBox projectId={project._id} />;

export const SIDE_BOXES: readonly SideBox[] = [
  // A PM not on the project: why its status controls, checklist and specs are missing, where they would be.
  { key: 'joinFirst', sections: ['scenes'], shows: (project) => project.actions.includes('join'), Component: JoinFirstBox },
  { key: 'status', sections: ['scenes'], shows: () => true, Component: StatusBox },
  {
    key: 'checklist',
    sections: ['scenes'],
    shows: (project) => project.actions.includes('editChecklist') || project.actions.includes('checkAdminItem'),
    Component: ChecklistBox,
  },
  { key: 'specs', sections: ['scenes'], shows: readsSpecs, Component: SpecsBox },
  { key: 'pmLogs', sections: ['scenes'], shows: (project) => project.actions.includes('seePmLogs'), Component: PmLogs },
  { key: 'collaborators', sections: ['scenes'], shows: (project) => project.collabs !== undefined, Component: CollaboratorsBox },
  {
    key: 'drive',
    sections: ['scenes'],
    // Kept mounted for the project's PMs while a setup runs: once started, `setupDrive` leaves the actions, and a
    // live update re-reads the project mid-setup; the box (which returns nothing when idle) keeps its polling.
    shows: (project) =>
      project.actions.includes('setupDrive') || project.actions.includes('seePmLogs') || Boolean(project.gdriveFolder),
    Component: DriveBox,
  },
  { key: 'publishing', sections: ['scenes'], shows: (project) => project.actions.includes('publish'), Component: PublishingBox },
  { key: 'jobStats', sections: ['jobs'], shows: (project) => project.actions.includes('seeCost'), Component: JobStatsBox },
  // The quote before jobs open: whoever may create the project's jobs (its PMs and admins) sees what they will cost.
  { key: 'quote', sections: ['jobs'], shows: (project) => project.actions.includes('createJob'), Component: QuoteBox },
  { key: 'earnings', sections: ['jobs'], shows: (project) => project.earnings !== undefined, Component: EarningsBox },
  {
    key: 'jobsSpecs',
    sections: ['jobs'],
    shows: (project) => project.actions.includes('editSpecs'),
    Component: SpecsBox,
  },
];

/** The side boxes of `section` for this caller. */
export function sideBoxesFor(project: Project, section: SectionKey, user: SessionUser | null): SideBox[] {
  if (isPublicView(project)) return [];
  return SIDE_BOXES.filter((box) => box.sections.includes(section) && box.shows(project, user));
}

const Columns = styled.div<{ $side: boolean }>`
  display: grid;
  grid-template-columns: ${({ $side }) => ($side ? 'minmax(0, 1fr) 300px' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** The side column of `section` (nothing when this caller has no box there). */
export function ProjectSideColumn({ project, section }: { project: Project; section: SectionKey }) {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  const boxes = sideBoxesFor(project, section, user);
  if (boxes.length === 0) return null;
  return (
    <Column as="aside" aria-label={t('page.side')}>
      {boxes.map(({ key, Component }) => (
        <Component key={key} project={project} />
      ))}
    </Column>
  );
}

/**
 * A section's two columns: its main content and the side column; one column (the side column below) on narrow
 * screens, and the main content alone when there is no side box.
 */
export function SectionColumns({ project, section, children }: { project: Project; section: SectionKey; children: ReactNode }) {
  const user = useSession((state) => state.user);
  const side = sideBoxesFor(project, section, user).length > 0;
  return (
    <Columns $side={side}>
      <Column>{children}</Column>
      <ProjectSideColumn project={project} section={section} />
    </Columns>
  );
}
