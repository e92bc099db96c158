/**
 * A scene's image (spec doc 2 "Images per scene"): shown small (`_s.jpg`, opens the project's gallery), downloaded
 * large (`_l.jpg`), uploaded with a progress bar, removed after a confirmation. One upload at a time and at most two
 * files held: a file chosen while one uploads waits, and a newer choice replaces the waiting one. Files over 60 MB
 * are refused before sending; the server checks size and type again (413/415 with a sentence).
 */
import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { isAbortError, messageOf, toast } from 'shared-api';
import { Button, StyledButton, translateMessage, UploadButton } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { sceneImageDownloadPath, SCENE_IMAGE_MAX_BYTES, uploadSceneImage } from './api/upload-scene-image';
import type { Scene } from './api/types';
import { Buttons, pictureSize } from '../project-shared';
import { ConfirmModal } from './ui/ConfirmModal';

const Picture = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
const Progress = styled.progress`
  width: 100%;
`;

export type SceneImageProps = {
  projectId: string;
  scene: Scene;
  sceneNumber: number;
  editable: boolean;
  onChanged(scene: Scene): void;
  onRemove(): Promise<unknown>;
  onOpen(): void;
  /** Wraps the picture (the number markers sit over it). */
  frame?(picture: ReactNode): ReactNode;
};

export function SceneImage({ projectId, scene, sceneNumber, editable, onChanged, onRemove, onOpen, frame }: SceneImageProps) {
  const t = useProjectsT();
  const [uploading, setUploading] = useState<{ name: string; progress: number } | null>(null);
  const waiting = useRef<File | null>(null);
  const busy = useRef(false);
  const [confirming, setConfirming] = useState(false);

  const send = async (file: File) => {
    busy.current = true;
    setUploading({ name: file.name, progress: 0 });
    try {
      const answer = await uploadSceneImage(projectId, scene._id, file, (progress) =>
        setUploading({ name: file.name, progress }),
      );
      // The server's "SCENE {n} image updated", in the page's language.
      toast.success(t('scenes.image.updated', { n: sceneNumber }));
      onChanged(answer.scene);
    } catch (error) {
      if (!isAbortError(error)) toast.error(messageOf(error) || translateMessage('Error uploading file'));
    } finally {
      busy.current = false;
      setUploading(null);
      const next = waiting.current;
      waiting.current = null;
      if (next) void send(next);
    }
  };

  const choose = (files: File[]) => {
    const chosen = files.slice(-2);
    for (const file of chosen) {
      if (file.size > SCENE_IMAGE_MAX_BYTES) {
        toast.error(t('scenes.image.tooLarge', { name: file.name }));
        continue;
      }
      if (busy.current) waiting.current = file;
      else void send(file);
    }
  };

  const picture = scene.image && (
    <Picture type="button" onClick={onOpen} aria-label={t('scenes.image.open', { n: sceneNumber })}>
      <img src={scene.image.small} {...pictureSize(scene.image)} alt={t('scenes.image.alt', { n: sceneNumber })} loading="lazy" />
    </Picture>
  );

  return (
    <div>
      {picture && (frame ? frame(picture) : picture)}
      {uploading && (
        <Progress max={1} value={uploading.progress} aria-label={t('scenes.image.uploading', { name: uploading.name })} />
      )}
      <Buttons>
        {scene.image && (
          <StyledButton as="a" $size="sm" $variant="ghost" href={sceneImageDownloadPath(projectId, scene._id)} download>
            {t('scenes.image.download')}
          </StyledButton>
        )}
        {editable && (
          <>
            <UploadButton
              label={scene.image ? t('scenes.image.replace') : t('scenes.image.upload')}
              icon={null}
              accept="image/*"
              multiple
              busy={uploading !== null}
              onFiles={choose}
            />
            {scene.image && (
              <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                {t('scenes.image.remove')}
              </Button>
            )}
          </>
        )}
      </Buttons>
      <ConfirmModal
        open={confirming}
        question={t('scenes.image.removeConfirm', { n: sceneNumber })}
        yes={t('scenes.confirm')}
        onClose={() => setConfirming(false)}
        onYes={() => void onRemove()}
      />
    </div>
  );
}
