/**
 * The Specs section (spec doc 2 "Specs page: collapsible Level, Voice, Music with a summary on the right"):
 * the star level and the voice and music chosen from the sample library, each sample playable in the page and
 * downloadable by PMs. Selecting the chosen sample again clears it ("Saved YES/NO for …"). A choice shows at once
 * and is sent as the value wanted (a sample with `chosen`, or null), one request at a time; a refusal puts it back
 * with the server's message (issue 28). Controls follow `editSpecs`; a project without `specs` (clients, anonymous
 * readers) renders nothing.
 */
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { isPm, useOptimisticToggles, useSession, type Project, type SpecSample } from 'shared-api';
import { Badge, Button, ErrorPanel, Icon, Loading, Stars } from 'shared-ui';
import { useProjectChange, type ProjectChangeBody } from '../../project-shared';

type SpecsBody = NonNullable<ProjectChangeBody<'specs'>>;
import { useLabelsT } from '../../i18n';
import { BareList, Muted, VisuallyHidden } from '../shared/Box';
import { useBoxesT } from '../shared/strings';
import { sampleUrl, useSpecLibrary, type SpecKind } from './api/get-spec-library';
import { useSpecsT } from './strings';
import { SpecsSummary, type Specs } from './SpecsSummary';

export const SPEC_LEVELS = [3, 2, 1] as const;

const Layout = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(240px, 320px);
  }
`;
const Panels = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;
const PanelFrame = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  min-width: 0;
`;
const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
const PanelBody = styled.div`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  h4 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
const Levels = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    cursor: pointer;
  }
  input:disabled + span {
    opacity: 0.7;
  }
`;
const Sample = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  .name {
    flex: 1 1 140px;
    min-width: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  audio {
    flex: 1 1 220px;
    max-width: 100%;
    height: 36px;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
const Summary = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

function Panel({ title, summary, children }: { title: string; summary: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <PanelFrame>
      <PanelHead>
        <h3>
          <Toggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
            <Icon name={open ? 'chevron-up' : 'chevron-down'} />
            {title}
          </Toggle>
        </h3>
        <Muted>{summary}</Muted>
      </PanelHead>
      <PanelBody id={bodyId} hidden={!open}>
        {children}
      </PanelBody>
    </PanelFrame>
  );
}

/** Samples in their library order, grouped by `group` (a group's heading once, where it first appears). */
function groupsOf(samples: SpecSample[]): [string, SpecSample[]][] {
  const groups = new Map<string, SpecSample[]>();
  samples.forEach((sample) => groups.set(sample.group, [...(groups.get(sample.group) ?? []), sample]));
  return [...groups];
}

type SamplesProps = {
  kind: SpecKind;
  samples: SpecSample[];
  chosen: SpecSample | null;
  editable: boolean;
  downloadable: boolean;
  onSelect(sample: SpecSample): void;
};

function Samples({ kind, samples, chosen, editable, downloadable, onSelect }: SamplesProps) {
  const t = useSpecsT();
  if (samples.length === 0) return <Muted>{t('specsBox.noSamples')}</Muted>;
  const genderOf = (gender: string) => {
    const key = gender.toLowerCase();
    return key === 'male' || key === 'female' ? t(`specsBox.gender.${key}`) : gender;
  };
  return (
    <>
      {groupsOf(samples).map(([group, members]) => (
        <div key={group}>
          {/* A group named after the kind ("voice" under Voice) repeats the panel's title: no heading. */}
          {group && group !== kind && <h4>{group}</h4>}
          <BareList>
            {members.map((sample) => {
              const isChosen = chosen?.id === sample.id;
              const url = sampleUrl(kind, sample);
              return (
                <Sample key={sample.id} aria-label={sample.label}>
                  <span className="name">{sample.label}</span>
                  {sample.gender && <Badge>{genderOf(sample.gender)}</Badge>}
                  {isChosen && <Badge tone="success">{t('specsBox.chosen')}</Badge>}
                  <audio controls preload="none" src={url} aria-label={t('specsBox.player', { label: sample.label })} />
                  {editable && (
                    <Button
                      size="sm"
                      variant={isChosen ? 'secondary' : 'primary'}
                      aria-pressed={isChosen}
                      onClick={() => onSelect(sample)}
                    >
                      {t(isChosen ? 'specsBox.clear' : 'specsBox.select')}
                      <VisuallyHidden> {sample.label}</VisuallyHidden>
                    </Button>
                  )}
                  {downloadable && (
                    <a href={url} download={`${sample.label}.mp3`}>
                      {t('specsBox.download')}
                      <VisuallyHidden> {sample.label}</VisuallyHidden>
                    </a>
                  )}
                </Sample>
              );
            })}
          </BareList>
        </div>
      ))}
    </>
  );
}

export function SpecsSection({ project }: { project: Project }) {
  const t = useSpecsT();
  const common = useBoxesT();
  const labels = useLabelsT();
  const user = useSession((state) => state.user);
  const change = useProjectChange(project._id);
  const library = useSpecLibrary(!!project.specs);
  const headingId = useId();
  // Keys: `level` (1-3), `voice` and `music` (the chosen sample's id, or null).
  const choices = useOptimisticToggles((name, value: number | string | null) => {
    const key = name as SpecsBody['key'];
    return change.run('specs', typeof value === 'string' ? { key, value, chosen: true } : { key, value });
  });
  if (!project.specs) return null;

  const saved = project.specs;
  const shownSample = (kind: SpecKind) => {
    const id = choices.valueOf(kind, saved[kind]?.id ?? null);
    return id === (saved[kind]?.id ?? null) ? saved[kind] : (library.data?.[kind].find((sample) => sample.id === id) ?? null);
  };
  const specs: Specs = {
    ...saved,
    level: choices.valueOf('level', saved.level) as number,
    voice: shownSample('voice'),
    music: shownSample('music'),
  };
  const editable = project.actions.includes('editSpecs');
  const levelLabel = (level: number) => labels(`starLevel.${level}`);
  const select = (key: SpecKind) => (sample: SpecSample) => choices.set(key, specs[key]?.id === sample.id ? null : sample.id);

  const samples = (kind: SpecKind) => {
    if (library.error) return null;
    if (!library.data) return <Loading label={t('specsBox.loadingLibrary')} />;
    return (
      <Samples
        kind={kind}
        samples={library.data[kind]}
        chosen={specs[kind]}
        editable={editable}
        downloadable={isPm(user)}
        onSelect={select(kind)}
      />
    );
  };

  return (
    <Layout aria-labelledby={headingId}>
      <h2 id={headingId}>{t('specsBox.heading')}</h2>
      <Panels>
        {library.error && <ErrorPanel message={library.error.message} onRetry={() => void library.mutate()} />}
        <Panel title={t('specsBox.level')} summary={levelLabel(specs.level)}>
          <Levels disabled={!editable}>
            <VisuallyHidden as="legend">{t('specsBox.level')}</VisuallyHidden>
            {SPEC_LEVELS.map((level) => (
              <label key={level}>
                <input
                  type="radio"
                  name={`spec-level-${project._id}`}
                  value={level}
                  checked={specs.level === level}
                  onChange={() => choices.set('level', level)}
                />
                <span>{t('specsBox.levelOption', { level, label: levelLabel(level) })}</span>
                <span aria-hidden="true">
                  <Stars value={level} />
                </span>
              </label>
            ))}
          </Levels>
        </Panel>
        <Panel title={t('specsBox.voice')} summary={specs.voice?.label ?? common('boxes.notChosen')}>
          {samples('voice')}
        </Panel>
        <Panel title={t('specsBox.music')} summary={specs.music?.label ?? common('boxes.notChosen')}>
          {samples('music')}
        </Panel>
      </Panels>
      <Summary aria-label={t('specsBox.summary')}>
        <h3>{t('specsBox.summary')}</h3>
        <SpecsSummary specs={specs} />
      </Summary>
    </Layout>
  );
}
