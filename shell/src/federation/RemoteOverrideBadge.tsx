/**
 * The visible sign of a per-browser override (overrides.ts): a badge naming the remotes this browser runs at
 * another version, a "Versions" panel listing each remote's deployed versions (choose one: stored, then the page
 * reloads) and Reset (back to the live versions). Also opened by `?remote=panel` for whoever may choose
 * (admins, or everyone where REMOTE_OVERRIDES=all); nothing shows for anyone else.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { REMOTE_NAMES } from 'shared-api';
import { Button, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { deployedVersions, readOverrides, useRemoteOverrides, writeOverrides, type RemoteVersions } from './overrides';

const Box = styled.aside`
  position: fixed;
  left: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.lg});
  max-height: 70vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.tones.warning.solid};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  padding: 0;
`;

export function RemoteOverrideBadge({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useT(SHELL_NAMESPACE);
  const active = useRemoteOverrides((state) => state.active);
  const [open, setOpen] = useState(() => useRemoteOverrides.getState().panel);
  const [versions, setVersions] = useState<RemoteVersions | null>(null);
  const activeList = Object.entries(active);

  useEffect(() => {
    if (open) void deployedVersions().then(setVersions);
  }, [open]);

  if (activeList.length === 0 && !(open && versions)) return null;
  const choose = (name: string, version: string | null) => {
    const overrides: Record<string, string> = { ...readOverrides() };
    if (version) overrides[name] = version;
    else delete overrides[name];
    writeOverrides(overrides);
    reload();
  };

  return (
    <Box aria-label={t('overrides.label')}>
      <Row>
        <strong>
          {activeList.length > 0
            ? t('overrides.active', { list: activeList.map(([name, version]) => `${name} ${version}`).join(', ') })
            : t('overrides.none')}
        </strong>
        <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {t('overrides.versions')}
        </Button>
        {activeList.length > 0 && (
          <Button
            size="sm"
            onClick={() => {
              writeOverrides({});
              reload();
            }}
          >
            {t('overrides.reset')}
          </Button>
        )}
      </Row>
      {open &&
        versions &&
        REMOTE_NAMES.filter((name) => versions[name]?.length).map((name) => (
          <section key={name} aria-label={name}>
            <h2 style={{ fontSize: 'inherit', margin: '8px 0 0' }}>{name}</h2>
            <List>
              {versions[name].map((candidate) => {
                const inUse = active[name] ? active[name] === candidate.version : candidate.live;
                return (
                  <li key={candidate.version}>
                    <Button
                      size="sm"
                      variant="link"
                      aria-pressed={inUse}
                      onClick={() => choose(name, candidate.live ? null : candidate.version)}
                    >
                      {candidate.version}
                      {candidate.live ? ` (${t('overrides.live')})` : ''}
                    </Button>
                  </li>
                );
              })}
            </List>
          </section>
        ))}
    </Box>
  );
}
