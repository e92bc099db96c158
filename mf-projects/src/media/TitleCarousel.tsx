/**
 * The covers gallery's title carousel (spec doc 2 "Covers with gallery overlay (… title carousel)"): under the cover
 * shown large, one of the project's titles at a time, as a viewer would read it beside the cover, with Previous
 * title and Next title (and the Up and Down arrow keys inside the carousel) when there is more than one. The title
 * shown stays while the gallery steps through the covers, so a PM sees each cover with each title.
 */
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useProjectsT } from '../i18n';
import type { Title } from './api/types';

const Carousel = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 960px;
  margin: 0 auto;
`;
const Shown = styled.p`
  margin: 0;
  text-align: center;
  overflow-wrap: anywhere;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Step = styled.button`
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.08);
  color: #fff;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:hover {
    background: rgba(255, 255, 255, 0.18);
  }
`;

const wrap = (index: number, length: number) => (index + length) % length;

export function TitleCarousel({
  titles,
  index,
  onIndexChange,
}: {
  titles: readonly Title[];
  index: number;
  onIndexChange(index: number): void;
}) {
  const t = useProjectsT();
  if (titles.length === 0) return null;
  const shown = Math.min(Math.max(index, 0), titles.length - 1);
  const several = titles.length > 1;
  const step = (by: number) => onIndexChange(wrap(shown + by, titles.length));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!several || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <Carousel role="group" aria-label={t('media.carousel.label')} onKeyDown={onKeyDown}>
      {several ? (
        <Step type="button" aria-keyshortcuts="ArrowUp" onClick={() => step(-1)}>
          {t('media.carousel.previous')}
        </Step>
      ) : (
        <span />
      )}
      <Shown aria-live="polite">
        <strong>{titles[shown].text}</strong>
        <span>{t('media.carousel.position', { current: shown + 1, total: titles.length })}</span>
      </Shown>
      {several ? (
        <Step type="button" aria-keyshortcuts="ArrowDown" onClick={() => step(1)}>
          {t('media.carousel.next')}
        </Step>
      ) : (
        <span />
      )}
    </Carousel>
  );
}
