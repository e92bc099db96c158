/**
 * The YouTube mock view (spec doc 2 "YouTube mock view", section 9), shown without the standard layout: up to eight
 * sample slots (Slot select 1 to 8), filtered by story category and exaggeration, each with previous / next arrows
 * for its cover and its title; the project named by `?project=` takes its place among them (position 2 when more
 * than 3 samples show, 1 when exactly 3, otherwise 0) with its cover, an editable title, and a frame preview that
 * cycles through its storyboard images every 500 ms while the card is hovered or focused.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorPanel, Field, Icon, IconButton, Loading, mediaUrl, Select, TextInput } from 'shared-ui';
import { useSocialMedia } from '../media';
import { useSamples } from './api/samples';
import { useMockFrames, useMockProject } from './api/project-frames';
import {
  cycle,
  EXAGGERATIONS,
  FRAME_MS,
  sampleTags,
  SLOT_CHOICES,
  STORY_CATEGORIES,
  withProjectSlot,
  type Exaggeration,
  type Sample,
  type StoryCategory,
} from './samples';
import { useToolsT } from './strings';

const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: baseline;
  justify-content: space-between;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  margin: ${({ theme }) => theme.space.md} 0;
`;
const Cards = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;
const CardItem = styled.li`
  min-width: 0;
  overflow-wrap: anywhere;
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;
const Cover = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
  display: flex;
  align-items: center;
  justify-content: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Arrows = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  strong {
    flex: 1;
    min-width: 0;
  }
`;
const Tags = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Pick = { cover: number; title: number };

function SampleCard({
  slot,
  samples,
  pick,
  onPick,
}: {
  slot: number;
  samples: readonly Sample[];
  pick: Pick;
  onPick(pick: Pick): void;
}) {
  const t = useToolsT();
  const cover = samples[cycle(pick.cover, 0, samples.length)];
  const title = samples[cycle(pick.title, 0, samples.length)];
  const n = slot + 1;
  return (
    <CardItem aria-label={t('tools.slotLabel', { n })}>
      <Cover>
        <img src={mediaUrl(cover.props.file.id, 's')} alt="" />
      </Cover>
      <Arrows>
        <IconButton
          aria-label={t('tools.prevCover', { n })}
          onClick={() => onPick({ ...pick, cover: cycle(pick.cover, -1, samples.length) })}
        >
          <Icon name="chevron-left" />
        </IconButton>
        <span>{t('tools.image')}</span>
        <IconButton
          aria-label={t('tools.nextCover', { n })}
          onClick={() => onPick({ ...pick, cover: cycle(pick.cover, 1, samples.length) })}
        >
          <Icon name="chevron-right" />
        </IconButton>
      </Arrows>
      <Arrows>
        <IconButton
          aria-label={t('tools.prevTitle', { n })}
          onClick={() => onPick({ ...pick, title: cycle(pick.title, -1, samples.length) })}
        >
          <Icon name="chevron-left" />
        </IconButton>
        <strong>{title.props.title}</strong>
        <IconButton
          aria-label={t('tools.nextTitle', { n })}
          onClick={() => onPick({ ...pick, title: cycle(pick.title, 1, samples.length) })}
        >
          <Icon name="chevron-right" />
        </IconButton>
      </Arrows>
      <Tags>{sampleTags(title, t)}</Tags>
    </CardItem>
  );
}

type ProjectCardProps = {
  projectId: string;
  /** The project's cover chosen for YouTube (its file id), shown until the preview runs; else the first frame. */
  cover: string | null;
  title: string;
  onTitle(title: string): void;
};

function ProjectCard({ projectId, cover, title, onTitle }: ProjectCardProps) {
  const t = useToolsT();
  const { data } = useMockFrames(projectId);
  const frames = useMemo(() => (data?.scenes ?? []).flatMap((scene) => (scene.image ? [scene.image.fileId] : [])), [data]);
  const [previewing, setPreviewing] = useState(false);
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (!previewing || frames.length < 2) return undefined;
    const timer = window.setInterval(() => setFrame((current) => cycle(current, 1, frames.length)), FRAME_MS);
    return () => window.clearInterval(timer);
  }, [previewing, frames.length]);
  const shown = previewing && frames.length > 0 ? frames[cycle(frame, 0, frames.length)] : (cover ?? frames[0] ?? null);
  return (
    <CardItem
      aria-label={t('tools.projectSlot')}
      onMouseEnter={() => setPreviewing(true)}
      onMouseLeave={() => setPreviewing(false)}
      onFocus={() => setPreviewing(true)}
      onBlur={() => setPreviewing(false)}
    >
      <Cover data-frame={shown ?? ''}>
        {shown ? <img src={mediaUrl(shown, 's')} alt={t('tools.preview')} /> : <span>{t('tools.noCover')}</span>}
      </Cover>
      <Field label={t('tools.projectTitle')}>
        <TextInput value={title} maxLength={200} onChange={(event) => onTitle(event.target.value)} />
      </Field>
    </CardItem>
  );
}

export function YoutubeMockView() {
  const t = useToolsT();
  const [params] = useSearchParams();
  const projectId = params.get('project');
  const [slots, setSlots] = useState(8);
  const [category, setCategory] = useState<StoryCategory | ''>('');
  const [exaggeration, setExaggeration] = useState<Exaggeration | ''>('');
  const load = useSamples({ category, exaggeration }, 60);
  const project = useMockProject(projectId);
  const [title, setTitle] = useState<string | null>(null);
  const [picks, setPicks] = useState<Record<number, Pick>>({});
  const samples = load.items;
  const shown = Math.min(slots, samples.length);
  const sampleSlots = Array.from({ length: shown }, (_, slot) => slot);
  // What a viewer would see on YouTube: the cover and title the PMs chose for it, else the project's own title.
  const media = useSocialMedia(projectId);
  const youtubeCover = media.data?.covers?.find((cover) => cover.yt)?.image.fileId ?? null;
  const youtubeTitle = media.data?.titles?.find((candidate) => candidate.yt)?.text;
  const projectTitle = title ?? youtubeTitle ?? project.data?.project.title ?? '';
  const cards =
    projectId && project.data
      ? withProjectSlot(sampleSlots, projectId)
      : sampleSlots.map((slot) => ({ kind: 'sample' as const, item: slot, index: slot }));

  const all = t('tools.all');
  return (
    <Page>
      <Header>
        <h1>{t('tools.mockHeading')}</h1>
        <Link to="/app/tools">{t('tools.backToTools')}</Link>
      </Header>
      <Controls role="group" aria-label={t('tools.filters')}>
        <Field label={t('tools.slots')}>
          <Select
            value={String(slots)}
            onChange={(event) => setSlots(Number(event.target.value))}
            options={SLOT_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
          />
        </Field>
        <Field label={t('tools.category')}>
          <Select
            value={category}
            onChange={(event) => setCategory(event.target.value as StoryCategory | '')}
            placeholder={all}
            options={STORY_CATEGORIES.map((value) => ({ value, label: t(`sampleCategory.${value}`) }))}
          />
        </Field>
        <Field label={t('tools.exaggeration')}>
          <Select
            value={exaggeration}
            onChange={(event) => setExaggeration(event.target.value as Exaggeration | '')}
            placeholder={all}
            options={EXAGGERATIONS.map((value) => ({ value, label: t(`sampleExaggeration.${value}`) }))}
          />
        </Field>
      </Controls>
      {load.error ? (
        <ErrorPanel message={t('tools.loadFailed')} onRetry={() => void load.reload()} />
      ) : load.isLoading ? (
        <Loading />
      ) : (
        <>
          {samples.length === 0 && <p>{t('tools.noSamples')}</p>}
          <Cards>
            {cards.map((card) =>
              card.kind === 'project' ? (
                <ProjectCard key="project" projectId={card.item} cover={youtubeCover} title={projectTitle} onTitle={setTitle} />
              ) : (
                <SampleCard
                  key={card.item}
                  slot={card.item}
                  samples={samples}
                  pick={picks[card.item] ?? { cover: card.item, title: card.item }}
                  onPick={(pick) => setPicks((current) => ({ ...current, [card.item]: pick }))}
                />
              ),
            )}
          </Cards>
        </>
      )}
    </Page>
  );
}
