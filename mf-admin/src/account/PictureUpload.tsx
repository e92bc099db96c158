/** The profile picture and its upload: progress while sending, "Profile picture updated", the top bar follows. */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError, isAbortError, toast, type SessionUser } from 'shared-api';
import { Avatar, translateMessage, UploadButton } from 'shared-ui';
import { useAdminT } from '../i18n';
import { useApplyAccountChange } from './api/account-change';
import { setPicture } from './api/set-picture';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 180px;
  text-align: center;
  label {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  input[type='file'] {
    max-width: 100%;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  progress {
    width: 100%;
  }
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

export function PictureUpload({ user }: { user: SessionUser }) {
  const t = useAdminT();
  const inputId = useId();
  const apply = useApplyAccountChange();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (file: File) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProblem(null);
    setProgress(0);
    try {
      const change = await setPicture(file, setProgress, controller.signal);
      apply(change);
      toast.success(change.message);
    } catch (err) {
      if (!isAbortError(err)) setProblem(translateMessage(err instanceof ApiError ? err.message : String(err)));
    } finally {
      if (abort.current === controller) setProgress(null);
    }
  };

  return (
    <Box>
      <Avatar name={user.name} picture={user.picture} size={128} variant="s" />
      <UploadButton
        label={t('profile.choosePicture')}
        accept={ACCEPT}
        disabled={progress !== null}
        busy={progress !== null}
        aria-describedby={`${inputId}-hint`}
        onFiles={(files) => void upload(files[0])}
      />
      <small id={`${inputId}-hint`}>{t('profile.pictureHint')}</small>
      {progress !== null && <progress aria-label={t('profile.uploading')} max={1} value={progress} />}
      {problem && <Problem role="alert">{problem}</Problem>}
    </Box>
  );
}
