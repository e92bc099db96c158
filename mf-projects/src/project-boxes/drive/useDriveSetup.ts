/**
 * Runs a project's drive setup (spec doc 2 sections 4, 7, 9): start it, then poll its progress every 2 s until the
 * log holds "Complete." ("Google Drive Setup Complete!", and the project is read again for its folder) or more
 * than 5 polls failed (given up silently, as the spec says), or the server reports the setup failed.
 */
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, toast } from 'shared-api';
import { projectKey } from '../../project-shared';
import { startDriveSetup } from './api/create-drive';
import { getDriveProgress, isDriveComplete } from './api/get-drive-progress';

export const DRIVE_POLL_MS = 2000;
/** Polling stops once more errors than this have happened. */
export const DRIVE_MAX_ERRORS = 5;
export const DRIVE_COMPLETE_TOAST = 'Google Drive Setup Complete!';
/** Progress statuses that end the polling without "Complete.". */
export const DRIVE_FAILED_STATUSES: readonly string[] = ['failed', 'error'];

export type DrivePhase = 'idle' | 'starting' | 'running' | 'complete' | 'stopped';

export function useDriveSetup(projectId: string) {
  const { mutate } = useSWRConfig();
  const [phase, setPhase] = useState<DrivePhase>('idle');
  const [log, setLog] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const poll = (errors: number) => {
    timer.current = null;
    getDriveProgress(projectId).then(
      (progress) => {
        if (!alive.current) return;
        setLog(progress.log);
        if (isDriveComplete(progress.log)) {
          setPhase('complete');
          toast.success(DRIVE_COMPLETE_TOAST);
          void mutate(projectKey(projectId));
          return;
        }
        // A setup the server reports as failed will not complete: its log says why.
        if (DRIVE_FAILED_STATUSES.includes(progress.status)) return setPhase('stopped');
        timer.current = setTimeout(() => poll(errors), DRIVE_POLL_MS);
      },
      () => {
        if (!alive.current) return;
        if (errors + 1 > DRIVE_MAX_ERRORS) return setPhase('stopped');
        timer.current = setTimeout(() => poll(errors + 1), DRIVE_POLL_MS);
      },
    );
  };

  const start = async () => {
    setPhase('starting');
    try {
      const answer = await startDriveSetup(projectId);
      if (!alive.current) return;
      toast.success(answer.message);
      setPhase('running');
      poll(0);
    } catch (error) {
      if (!alive.current) return;
      setPhase('idle');
      toast.error(error instanceof ApiError ? error.message : String(error));
      // Refused (it already ran, or the caller's rights changed): the project's actions say what is possible now.
      void mutate(projectKey(projectId));
    }
  };

  return { phase, log, start };
}
