/** What a project's specs are: level stars, the chosen voice and music (each with a play control) or "Not chosen". */
import styled from 'styled-components';
import type { SpecSample } from 'shared-api';
import { Stars } from 'shared-ui';
import { useLabelsT } from '../../i18n';
import { Muted } from '../shared/Box';
import { useBoxesT } from '../shared/strings';
import { sampleUrl, type SpecKind } from './api/get-spec-library';
import { PlayButton } from './PlayButton';
import { useSpecsT } from './strings';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: center;
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
  }
`;

export type Specs = { level: number; voice: SpecSample | null; music: SpecSample | null };

function Chosen({ kind, sample }: { kind: SpecKind; sample: SpecSample | null }) {
  const common = useBoxesT();
  if (!sample) return <Muted>{common('boxes.notChosen')}</Muted>;
  return (
    <>
      <span>{sample.label}</span>
      <PlayButton src={sampleUrl(kind, sample)} label={sample.label} />
    </>
  );
}

export function SpecsSummary({ specs }: { specs: Specs }) {
  const t = useSpecsT();
  const labels = useLabelsT();
  return (
    <List>
      <dt>{t('specsBox.level')}</dt>
      <dd>
        <Stars value={specs.level} />
        <span>{labels(`starLevel.${specs.level}`)}</span>
      </dd>
      <dt>{t('specsBox.voice')}</dt>
      <dd>
        <Chosen kind="voice" sample={specs.voice} />
      </dd>
      <dt>{t('specsBox.music')}</dt>
      <dd>
        <Chosen kind="music" sample={specs.music} />
      </dd>
    </List>
  );
}
