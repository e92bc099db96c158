/**
 * "A new version is available — Reload": an open tab keeps the remotes it loaded; on each navigation it asks
 * the server's registry (GET /api/remotes, one small read) whether a remote was deployed or rolled back since,
 * and then offers a reload instead of swapping code under an open screen. Fixed at the bottom, over the page:
 * nothing moves when it appears.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { hasNewerRegistry } from './loadRemoteModule';

const Box = styled.div`
  position: fixed;
  bottom: ${({ theme }) => theme.space.lg};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.lg});
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

export function NewVersionPrompt({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useT(SHELL_NAMESPACE);
  const { pathname } = useLocation();
  const [newer, setNewer] = useState(false);
  const firstPath = useRef(pathname);

  useEffect(() => {
    // The page was just served with the current registry; check from the first navigation on, until found.
    if (newer || pathname === firstPath.current) return undefined;
    firstPath.current = '';
    let active = true;
    void hasNewerRegistry().then((found) => {
      if (active && found) setNewer(true);
    });
    return () => {
      active = false;
    };
  }, [pathname, newer]);

  if (!newer) return null;
  return (
    <Box role="status">
      <span>{t('newVersion.available')}</span>
      <Button size="sm" onClick={reload}>
        {t('newVersion.reload')}
      </Button>
    </Box>
  );
}
