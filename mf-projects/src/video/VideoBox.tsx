/**
 * The video box (spec doc 2 "Video box", sections 4-9): the project's video per platform under the Project, YouTube
 * and Facebook tabs, embedded at 16:9 from the address the server rebuilt (only YouTube and Facebook frames, which
 * the page's content security policy allows), an uploaded video file's download, and the platform's subtitle files.
 * Active only in production, finalizing, ready and launched; the server says who may change it (`canEdit`,
 * `canSetUrl`) and refuses the rest again.
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { downloadFile, messageOf, toast, uploadFile, type Project } from 'shared-api';
import { Button, ErrorPanel, Field, Loading, TabPanel, Tabs, TextInput, UploadButton } from 'shared-ui';
import { Box, Buttons, Muted } from '../project-shared';
import { ConfirmModal } from '../scenes';
import {
  attachVideoFile,
  deleteSubtitle,
  downloadVideo,
  setVideoUrl,
  useVideoBox,
  VIDEO_PLATFORMS,
  videoBoxKey,
  type VideoBoxAnswer,
  type ProjectSubtitle,
  type VideoBoxData,
  type VideoChange,
  type VideoPlatform,
} from './api/video-box';
import { useVideoT } from './strings';

/** The spec's embed ratio: 16 by 9. */
export const EMBED_RATIO = 9 / 16;

const Player = styled.div`
  position: relative;
  width: 100%;
  padding-top: ${EMBED_RATIO * 100}%;
  background: ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;
const Part = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;
const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

function UrlForm({
  projectId,
  platform,
  box,
  onDone,
}: {
  projectId: string;
  platform: VideoPlatform;
  box: VideoBoxData;
  onDone(change: VideoChange): void;
}) {
  const t = useVideoT();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hasUrl = Boolean(box.videos.find((video) => video.platform === platform)?.url);
  const how = !hasUrl && box.canEdit ? 'embed' : 'update';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const videoUrl = value.trim();
    if (!videoUrl) {
      setError(t('video.urlRequired'));
      input.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      onDone(await setVideoUrl(projectId, how, { videoUrl, platform }));
      setValue('');
    } catch (err) {
      setError(messageOf(err));
      input.current?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('video.url')} hint={t('video.urlHint')} error={error ?? undefined}>
        <TextInput ref={input} type="url" inputMode="url" value={value} onChange={(event) => setValue(event.target.value)} />
      </Field>
      <Button type="submit" variant="primary" loading={sending} disabled={sending}>
        {how === 'embed' ? t('video.embed') : t('video.updateUrl')}
      </Button>
    </form>
  );
}

function UploadInput({ label, accept, onFile }: { label: string; accept: string; onFile(file: File): Promise<void> }) {
  const t = useVideoT();
  const [busy, setBusy] = useState(false);
  const change = async (file: File) => {
    setBusy(true);
    try {
      await onFile(file);
    } finally {
      setBusy(false);
    }
  };
  return (
    <UploadButton
      label={busy ? t('video.uploading') : label}
      inputLabel={label}
      accept={accept}
      disabled={busy}
      busy={busy}
      onFiles={(files) => void change(files[0])}
    />
  );
}

export function VideoBox({ project }: { project: Project }) {
  const t = useVideoT();
  const { mutate } = useSWRConfig();
  const { data, error, mutate: reload } = useVideoBox(project._id);
  const [platform, setPlatform] = useState<VideoPlatform>('pr');
  const [removing, setRemoving] = useState<ProjectSubtitle | null>(null);
  const tabsId = `video-${project._id}`;

  if (error)
    return (
      <Box title={t('video.heading')} data-box="video">
        <ErrorPanel message={t('video.loadFailed')} onRetry={() => void reload()} />
      </Box>
    );
  if (!data?.videoBox)
    return (
      <Box title={t('video.heading')} data-box="video">
        <Loading />
      </Box>
    );
  const box = data.videoBox;
  const video = box.videos.find((item) => item.platform === platform);
  const subtitles = box.subtitles.filter((item) => item.platform === platform);
  const label = t(`video.${platform}`);

  const done = async (change: VideoChange) => {
    toast.success(change.message);
    await mutate<VideoBoxAnswer>(videoBoxKey(project._id), { videoBox: change.videoBox }, { revalidate: false });
  };
  const attach = (kind: 'subtitle' | 'file') => async (file: File) => {
    try {
      const { file: stored } = await uploadFile(file, () => undefined);
      await done(await attachVideoFile(project._id, kind, { fileId: stored.id, platform }));
    } catch (err) {
      toast.error(messageOf(err));
    }
  };
  const remove = async (subtitle: ProjectSubtitle) => {
    try {
      await done(await deleteSubtitle(project._id, subtitle._id));
    } catch (err) {
      toast.error(messageOf(err));
      void reload();
    }
  };

  return (
    <Box title={t('video.heading')} data-box="video">
      <Tabs
        id={tabsId}
        aria-label={t('video.platforms')}
        tabs={VIDEO_PLATFORMS.map((id) => ({ id, label: t(`video.${id}`) }))}
        selected={platform}
        onSelect={(id) => setPlatform(id as VideoPlatform)}
      />
      <TabPanel tabsId={tabsId} selected={platform}>
        <Part>
          {!box.active && <Muted>{t('video.inactive')}</Muted>}
          {video?.url ? (
            <Player>
              <iframe
                src={video.url}
                title={t('video.player', { platform: label })}
                allow="encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </Player>
          ) : (
            box.active && <Muted>{t('video.noVideo')}</Muted>
          )}
          {video?.file && (
            <Part>
              <Button onClick={() => void downloadVideo(project._id, video._id)}>
                {t('video.downloadFile', { name: video.file.name })}
              </Button>
            </Part>
          )}
          {box.active && (box.canEdit || box.canSetUrl) && (
            <Part>
              <UrlForm projectId={project._id} platform={platform} box={box} onDone={(change) => void done(change)} />
            </Part>
          )}
          {box.active && box.canEdit && (
            <Part>
              <UploadInput label={t('video.uploadFile')} accept="video/*" onFile={attach('file')} />
            </Part>
          )}
        </Part>
        <Part>
          <h3>{t('video.subtitles')}</h3>
          {subtitles.length === 0 ? (
            <Muted>{t('video.noSubtitles')}</Muted>
          ) : (
            <List>
              {subtitles.map((subtitle) => (
                <li key={subtitle._id}>
                  <Buttons>
                    <Button size="sm" onClick={() => void downloadFile(subtitle.file)}>
                      {t('video.downloadSubtitle', { name: subtitle.name })}
                    </Button>
                    {box.active && box.canEdit && (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t('video.deleteSubtitleLabel', { name: subtitle.name })}
                        onClick={() => setRemoving(subtitle)}
                      >
                        {t('video.deleteSubtitle')}
                      </Button>
                    )}
                  </Buttons>
                </li>
              ))}
            </List>
          )}
          {box.active && box.canEdit && (
            <UploadInput label={t('video.uploadSubtitle')} accept=".srt,.vtt" onFile={attach('subtitle')} />
          )}
        </Part>
      </TabPanel>
      <ConfirmModal
        open={removing !== null}
        question={t('video.deleteSubtitleConfirm', { name: removing?.name ?? '' })}
        yes={t('video.deleteSubtitle')}
        onYes={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
