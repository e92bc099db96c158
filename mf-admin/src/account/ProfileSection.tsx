/** Profile: name and alias (the alias is the credit name), the e-mail and level, and the picture. */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast, type SessionUser } from 'shared-api';
import { Badge, Button, Field, levelTone, TextInput, translateMessage } from 'shared-ui';
import { useAdminT, useLabelsT } from '../i18n';
import { useApplyAccountChange } from './api/account-change';
import { useSetName } from './api/set-name';
import { PictureUpload } from './PictureUpload';

const Layout = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export function ProfileSection({ user }: { user: SessionUser }) {
  const t = useAdminT();
  const labels = useLabelsT();
  const [name, setNameText] = useState(user.name);
  const [alias, setAlias] = useState(user.nameAlias);
  const save = useSetName();
  const apply = useApplyAccountChange();
  const tone = levelTone(user.level);
  const changed = name.trim() !== user.name || alias.trim() !== user.nameAlias;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save.run({ name, nameAlias: alias });
    if (!result) return;
    apply(result);
    setNameText(result.user.name);
    setAlias(result.user.nameAlias);
    toast.success(result.message);
  };

  return (
    <Layout>
      <PictureUpload user={user} />
      <div>
        <dl>
          <dt>{t('profile.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('profile.level')}</dt>
          <dd>{tone ? <Badge tone={tone}>{labels(`level.${user.level}`)}</Badge> : labels(`level.${user.level}`)}</dd>
        </dl>
        <form onSubmit={(event) => void submit(event)} aria-label={t('profile.title')}>
          <Field label={t('profile.name')} required error={save.error ? translateMessage(save.error.message) : undefined}>
            <TextInput value={name} maxLength={100} autoComplete="name" onChange={(event) => setNameText(event.target.value)} />
          </Field>
          <Field label={t('profile.alias')} hint={t('profile.aliasHint')}>
            <TextInput value={alias} maxLength={100} onChange={(event) => setAlias(event.target.value)} />
          </Field>
          <Button type="submit" variant="primary" loading={save.isSending} disabled={!changed || !name.trim()}>
            {t('profile.save')}
          </Button>
        </form>
      </div>
    </Layout>
  );
}
