/**
 * The storyboard board view (`/projects/{id}/sb`, loaded when opened): the scene strip, and for the chosen scene the
 * frame editor (frames 120 px wide, Play cycles them, Stop halts; who may edit adds frames as image uploads and
 * removes them) and its background, voice, action and note text areas. It opens once the project is past script
 * writing and while the header's "Storyboard visible" is on. Every change answers the scene (POST …/board). Under
 * the chosen scene, its discussion: mf-feed's CommentsPanel parcel on the scene (the same comments as the scene list's).
 */
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { loadRemoteModule, messageOf, toast, uploadFile, type Project } from 'shared-api';
import { RemoteParcel } from 'shared-ui/parcel';
import {
  Button,
  EmptyState,
  ErrorPanel,
  Field,
  IconButton,
  Icon,
  Loading,
  TextArea,
  translateMessage,
  UploadButton,
} from 'shared-ui';
import { useProjectsT } from '../i18n';
import { Box, Buttons, Muted } from '../project-shared';
import { sceneCalls, showsStoryboard, useSceneCall, useScenes, type BoardScene, type Scene } from '../scenes';

/** Frames are shown this wide (px; spec doc 2 section 9). */
export const FRAME_WIDTH = 120;
/** Play shows each frame this long (ms). */
export const FRAME_INTERVAL = 500;

const BOARD_TEXTS = ['bg', 'voice', 'action', 'note'] as const;
type BoardText = (typeof BOARD_TEXTS)[number];

const Strip = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0 0 ${({ theme }) => theme.space.xs};
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    width: ${FRAME_WIDTH}px;
    padding: ${({ theme }) => theme.space.xs};
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img {
    width: 100%;
    height: auto;
  }
`;
const Frames = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  li {
    position: relative;
    width: ${FRAME_WIDTH}px;
  }
  img {
    width: ${FRAME_WIDTH}px;
    height: auto;
    display: block;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  li[aria-current='true'] img {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
const Player = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.md};
  img {
    width: 100%;
    max-width: 640px;
    height: auto;
    display: block;
  }
`;
const Texts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export default function BoardSection({ project }: { project: Project }) {
  const t = useProjectsT();
  const stripCountId = useId();
  const { data, error, isLoading, mutate } = useScenes(project._id);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (!showsStoryboard(project)) return <EmptyState message={t('board.hidden')} />;
  if (!data) {
    if (isLoading) return <Loading />;
    return <ErrorPanel message={error && translateMessage(error.message)} onRetry={() => void mutate()} />;
  }
  const scenes = data.scenes;
  const selected = scenes.find((scene) => scene._id === selectedId) ?? scenes[0];

  return (
    <Box title={t('board.heading')}>
      {scenes.length === 0 || !selected ? (
        <EmptyState message={t('board.empty')} />
      ) : (
        <>
          <nav aria-label={t('board.strip')} aria-describedby={stripCountId}>
            {/* The strip scrolls sideways: how many scenes there are says more lie beyond those in view. */}
            <Muted id={stripCountId}>{t('board.stripCount', { count: scenes.length })}</Muted>
            <Strip>
              {scenes.map((scene) => (
                <li key={scene._id}>
                  <button type="button" aria-current={scene._id === selected._id} onClick={() => setSelectedId(scene._id)}>
                    {scene.image && <img src={scene.image.thumb} alt="" />}
                    {t('board.sceneButton', { n: scene.position + 1 })}
                  </button>
                </li>
              ))}
            </Strip>
          </nav>
          <BoardScene key={selected._id} projectId={project._id} scene={selected} editable={data.actions.includes('editBoard')} />
          <section aria-label={t('board.discussion', { n: selected.position + 1 })}>
            {/* The scene's discussion: mf-feed's comments on the scene, as a thread (Enter submits). */}
            <RemoteParcel
              key={selected._id}
              moduleId="mf-feed/CommentsPanel"
              load={loadRemoteModule}
              parcelProps={{ itemId: selected._id, variant: 'thread' }}
            />
          </section>
        </>
      )}
    </Box>
  );
}

function BoardScene({ projectId, scene, editable }: { projectId: string; scene: Scene; editable: boolean }) {
  const t = useProjectsT();
  const { run, cache } = useSceneCall(projectId);
  const number = scene.position + 1;
  const frames = scene.board.frames;
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [texts, setTexts] = useState<Record<BoardText, string>>(() => pick(scene.board));
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState<{ name: string; progress: number } | null>(null);

  useEffect(() => {
    if (!playing || frames.length < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % frames.length), FRAME_INTERVAL);
    return () => clearInterval(timer);
  }, [playing, frames.length]);
  const shown = frames[Math.min(current, frames.length - 1)];

  const changed = BOARD_TEXTS.filter((key) => texts[key] !== scene.board[key]);
  const saveBoard = async (fields: Parameters<typeof sceneCalls.saveBoard>[2]) => {
    const answer = await run(() => sceneCalls.saveBoard(projectId, scene._id, fields));
    if (answer) void cache.putScene(answer.scene);
    return answer;
  };
  const saveTexts = async () => {
    setSaving(true);
    const answer = await saveBoard(Object.fromEntries(changed.map((key) => [key, texts[key].trim()])));
    setSaving(false);
    // The saved (trimmed) texts replace what was typed.
    if (answer) setTexts(pick(answer.scene.board));
  };
  const addFrame = async (file: File | undefined) => {
    if (!file) return;
    setUploading({ name: file.name, progress: 0 });
    try {
      const { file: stored } = await uploadFile(file, (progress) => setUploading({ name: file.name, progress }));
      await saveBoard({ frames: [...frames.map((frame) => frame.fileId), stored.id] });
    } catch (err) {
      toast.error(messageOf(err));
    } finally {
      setUploading(null);
    }
  };
  const removeFrame = (index: number) =>
    void saveBoard({ frames: frames.filter((_, at) => at !== index).map((frame) => frame.fileId) });

  return (
    <section aria-labelledby={`board-${scene._id}`}>
      <h3 id={`board-${scene._id}`}>{t('board.sceneButton', { n: number })}</h3>
      {frames.length === 0 ? (
        <Muted>{t('board.noFrames')}</Muted>
      ) : (
        <>
          <Player>
            {shown && (
              <img
                src={shown.small}
                alt={t('board.frame', { i: Math.min(current, frames.length - 1) + 1, count: frames.length })}
              />
            )}
          </Player>
          <Buttons>
            <Button
              size="sm"
              variant="primary"
              disabled={frames.length < 2}
              icon={<Icon name={playing ? 'close' : 'video'} />}
              onClick={() => setPlaying((value) => !value)}
            >
              {playing ? t('board.stop') : t('board.play')}
            </Button>
          </Buttons>
          <Frames aria-label={t('board.frames', { n: number })}>
            {frames.map((frame, index) => (
              <li key={`${frame.fileId}-${index}`} aria-current={index === current}>
                <button
                  type="button"
                  onClick={() => {
                    setPlaying(false);
                    setCurrent(index);
                  }}
                  aria-label={t('board.frame', { i: index + 1, count: frames.length })}
                  style={{ padding: 0, border: 0, background: 'none' }}
                >
                  <img src={frame.thumb} alt="" />
                </button>
                {editable && (
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={`${t('scenes.image.remove')}: ${t('board.frame', { i: index + 1, count: frames.length })}`}
                    onClick={() => removeFrame(index)}
                  >
                    <Icon name="close" />
                  </IconButton>
                )}
              </li>
            ))}
          </Frames>
        </>
      )}
      {editable && (
        <Buttons>
          <UploadButton
            label={t('scenes.image.upload')}
            icon={null}
            accept="image/*"
            busy={uploading !== null}
            progress={uploading && { fraction: uploading.progress, label: t('scenes.image.uploading', { name: uploading.name }) }}
            onFiles={(files) => void addFrame(files[0])}
          />
        </Buttons>
      )}
      <Texts>
        {BOARD_TEXTS.map((key) =>
          editable ? (
            <Field key={key} label={t(`board.${key}`)}>
              <TextArea
                rows={3}
                value={texts[key]}
                onChange={(event) => setTexts((all) => ({ ...all, [key]: event.target.value }))}
                {...(texts[key] !== scene.board[key] ? { 'data-guard-unsaved': '' } : {})}
              />
            </Field>
          ) : (
            <div key={key}>
              <h4>{t(`board.${key}`)}</h4>
              <Muted>{scene.board[key] || '—'}</Muted>
            </div>
          ),
        )}
      </Texts>
      {editable && changed.length > 0 && (
        <Buttons>
          <Button variant="primary" loading={saving} onClick={() => void saveTexts()}>
            {t('board.save')}
          </Button>
        </Buttons>
      )}
    </section>
  );
}

const pick = (board: BoardScene): Record<BoardText, string> => ({
  bg: board.bg,
  voice: board.voice,
  action: board.action,
  note: board.note,
});
