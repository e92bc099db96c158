import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { notifyChanged, type ProjectListItem } from 'shared-api';
import { Button, ErrorPanel, Field, Loading, Modal, Select } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { transferProject, useTransferTargets, type TransferTarget } from './api/transfer-project';
import './strings';

/** What a transfer carries to the other site (spec doc 2 "Create, duplicate, transfer"). */
const TRANSFERRED = ['title', 'scenes', 'status', 'drive', 'covers'] as const;

type Stage = 'choose' | 'confirm' | 'sending' | 'done';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  p {
    flex: 1 1 100%;
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
const Data = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding-left: ${({ theme }) => theme.space.xl};
`;
const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The site this page is served from: a transfer there is ignored (spec doc 2 section 5). */
export function isThisSite(target: TransferTarget, host = window.location.host): boolean {
  try {
    return new URL(target.url).host === host;
  } catch {
    return false;
  }
}

/**
 * Transfer (admins): what is transferred, the target site, "Are you sure you want to transfer?", then the button
 * reads "Transferring..." and "Transferred", with a link to the new project. This site is listed but cannot be
 * chosen. A failure says nothing (spec doc 2 section 8) and leaves the button usable for another try.
 */
export function TransferProjectModal({ project, onClose }: { project: ProjectListItem; onClose(): void }) {
  const t = useProjectsT();
  const targets = useTransferTargets();
  const [target, setTarget] = useState('');
  const [stage, setStage] = useState<Stage>('choose');
  const [url, setUrl] = useState<string | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  useEffect(() => {
    if (stage === 'confirm') yes.current?.focus();
  }, [stage]);

  const chosen = targets.data?.targets.find((candidate) => candidate.id === target);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || isThisSite(chosen)) {
      select.current?.focus();
      return;
    }
    setStage('confirm');
  };

  const send = async () => {
    if (!chosen) return;
    setStage('sending');
    try {
      const result = await transferProject(project._id, chosen.id);
      if (!mounted.current) return;
      setUrl(result.url);
      setStage('done');
      void notifyChanged('projects');
    } catch {
      if (mounted.current) setStage('choose');
    }
  };

  const button = stage === 'sending' ? t('transfer.sending') : stage === 'done' ? t('transfer.done') : t('transfer.submit');

  return (
    <Modal open onClose={onClose} title={t('transfer.title')} size="sm">
      <form onSubmit={ask} noValidate>
        <Heading>{t('transfer.transferred')}</Heading>
        <Data>
          {TRANSFERRED.map((item) => (
            <li key={item}>{t(`transfer.data.${item}`)}</li>
          ))}
        </Data>
        {targets.isLoading ? (
          <Loading />
        ) : targets.error ? (
          <ErrorPanel message={targets.error.message} onRetry={() => void targets.mutate()} />
        ) : (
          <Field label={t('transfer.target')} required>
            <Select
              ref={select}
              value={target}
              disabled={stage !== 'choose'}
              placeholder={t('transfer.chooseTarget')}
              onChange={(event) => setTarget(event.target.value)}
              options={(targets.data?.targets ?? []).map((candidate) =>
                isThisSite(candidate)
                  ? { value: candidate.id, label: t('transfer.thisSite', { name: candidate.name }), disabled: true }
                  : { value: candidate.id, label: candidate.name },
              )}
            />
          </Field>
        )}
        {stage === 'confirm' ? (
          <Footer>
            <p id="transfer-confirm">{t('transfer.confirm')}</p>
            <Button onClick={() => setStage('choose')}>{t('transfer.no')}</Button>
            <Button ref={yes} variant="primary" aria-describedby="transfer-confirm" onClick={() => void send()}>
              {t('transfer.yes')}
            </Button>
          </Footer>
        ) : (
          <Footer>
            {stage === 'done' && url && (
              <p>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {t('transfer.openCopy')}
                </a>
              </p>
            )}
            <Button onClick={onClose}>{stage === 'done' ? t('transfer.finish') : t('transfer.cancel')}</Button>
            <Button type="submit" variant="primary" disabled={stage !== 'choose' || !targets.data}>
              {button}
            </Button>
          </Footer>
        )}
      </form>
    </Modal>
  );
}
