/**
 * API tokens: the user's personal tokens for scripts (issue 25). A new token — a name, read only or read and write, an
 * expiry of up to a year — is shown once, in place, with Copy; the list shows each token's scope, expiry and last use,
 * and Revoke (confirmed) cuts it off at once. The server refuses tokens on these routes: only a signed-in browser
 * manages tokens.
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'shared-api';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorPanel,
  Field,
  Loading,
  Select,
  TextInput,
  formatDate,
  formatAgo,
  translateMessage,
} from 'shared-ui';
import { useAdminT } from '../i18n';
import { Row, RowFacts, RowList, RowName } from '../row-list';
import { useCreateToken } from './api/create-token';
import { TOKENS_PAGE, useApiTokens, type ApiToken } from './api/list-tokens';
import { useRevokeToken } from './api/revoke-token';

const Form = styled.form`
  max-width: 420px;
`;
const Shown = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const EXPIRY_DAYS = [30, 90, 180, 365] as const;

export function TokensSection() {
  const t = useAdminT();
  const list = useApiTokens();
  const create = useCreateToken();
  const revoke = useRevokeToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'read' | 'write'>('read');
  const [days, setDays] = useState('90');
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const tokenRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    const made = await create.run({ name: name.trim(), scope, days: Number(days) });
    if (!made) return;
    toast.success(made.message);
    setShown(made.token);
    setName('');
    void list.mutate();
  };

  const copy = async () => {
    if (!shown) return;
    tokenRef.current?.select();
    try {
      await navigator.clipboard.writeText(shown);
      toast.info(t('tokens.copied'));
    } catch {
      // No clipboard access: the token stays selected for Ctrl+C.
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    const done = await revoke.run(revoking._id);
    if (!done) return;
    toast.success(done.message);
    setRevoking(null);
    void list.mutate();
  };

  return (
    <>
      <p>{t('tokens.intro')}</p>
      <Form onSubmit={(event) => void submit(event)}>
        <Field label={t('tokens.name')} error={create.error ? translateMessage(create.error.message) : undefined}>
          <TextInput value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={t('tokens.scope')}>
          <Select
            value={scope}
            onChange={(event) => setScope(event.target.value as 'read' | 'write')}
            options={[
              { value: 'read', label: t('tokens.scopeRead') },
              { value: 'write', label: t('tokens.scopeWrite') },
            ]}
          />
        </Field>
        <Field label={t('tokens.expiry')}>
          <Select
            value={days}
            onChange={(event) => setDays(event.target.value)}
            options={EXPIRY_DAYS.map((value) => ({ value: String(value), label: t('tokens.days', { count: value }) }))}
          />
        </Field>
        <Button type="submit" variant="primary" loading={create.isSending} disabled={!name.trim()}>
          {t('tokens.create')}
        </Button>
      </Form>

      {shown && (
        <Shown role="status">
          <strong>{t('tokens.shownOnce')}</strong>
          <Field label={t('tokens.token')}>
            <TextInput ref={tokenRef} readOnly value={shown} onFocus={(event) => event.currentTarget.select()} />
          </Field>
          <div>
            <Button onClick={() => void copy()}>{t('tokens.copy')}</Button>{' '}
            <Button onClick={() => setShown(null)}>{t('tokens.done')}</Button>
          </div>
        </Shown>
      )}

      <Heading>{t('tokens.yours')}</Heading>
      {list.error ? (
        <ErrorPanel message={`${t('tokens.loadFailed')}: ${list.error.message}`} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.tokens.length === 0 ? (
        <EmptyState message={t('tokens.empty')} />
      ) : (
        <>
          <RowList aria-label={t('tokens.yours')}>
            {list.data.tokens.map((token) => (
              <TokenRow key={token._id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </RowList>
          {list.data.total > TOKENS_PAGE && <p>{t('tokens.more', { shown: TOKENS_PAGE, total: list.data.total })}</p>}
        </>
      )}

      <ConfirmDialog
        open={revoking !== null}
        question={t('tokens.revokeQuestion', { name: revoking?.name ?? '' })}
        detail={t('tokens.revokeDetail')}
        confirmLabel={t('tokens.revoke')}
        cancelLabel={t('tokens.cancel')}
        busy={revoke.isSending}
        error={revoke.error ? translateMessage(revoke.error.message) : null}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
        focusCancel
      />
    </>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke(): void }) {
  const t = useAdminT();
  const expired = Date.parse(token.expires) <= Date.now();
  const state = token.revoked ? 'revoked' : expired ? 'expired' : 'active';
  return (
    <Row>
      <RowName>{token.name}</RowName>
      <Badge tone={token.scope === 'write' ? 'warning' : 'info'}>
        {token.scope === 'write' ? t('tokens.scopeWrite') : t('tokens.scopeRead')}
      </Badge>
      {state !== 'active' && <Badge tone="neutral">{t(`tokens.state.${state}`)}</Badge>}
      <RowFacts>
        {state === 'active' && t('tokens.expires', { date: formatDate(token.expires) })}
        {state === 'active' && ' · '}
        {token.lastUsed ? t('tokens.lastUsed', { when: formatAgo(token.lastUsed) }) : t('tokens.neverUsed')}
      </RowFacts>
      {state === 'active' && (
        <Button variant="danger" size="sm" onClick={onRevoke} aria-label={t('tokens.revokeNamed', { name: token.name })}>
          {t('tokens.revoke')}
        </Button>
      )}
    </Row>
  );
}
