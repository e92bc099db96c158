/**
 * Invite a new user by e-mail (admins): the server creates a pending user and mails them a link to set their
 * password. The link is shown too, so the admin can pass it on another way.
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LEVELS, toast, type LevelName } from 'shared-api';
import { Button, Field, Modal, Select, TextInput, translateMessage } from 'shared-ui';
import { useAdminT, useLabelsT } from '../i18n';
import { useInviteUser, type InviteUserResult } from './api/invite-user';

const Sent = styled.div`
  p {
    margin-top: 0;
  }
`;

export type InviteUserModalProps = {
  onClose(): void;
  onInvited(result: InviteUserResult): void;
};

export function InviteUserModal({ onClose, onInvited }: InviteUserModalProps) {
  const t = useAdminT();
  const labels = useLabelsT();
  const invite = useInviteUser();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [level, setLevel] = useState<LevelName>('freelancer');
  const [result, setResult] = useState<InviteUserResult | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    const sent = await invite.run({ email: email.trim(), name: name.trim() || undefined, level });
    if (!sent) return;
    toast.success(sent.message);
    setResult(sent);
    onInvited(sent);
  };

  const copy = async () => {
    if (!result) return;
    linkRef.current?.select();
    try {
      await navigator.clipboard.writeText(result.inviteUrl);
      toast.info(t('invite.copied'));
    } catch {
      // No clipboard access: the link stays selected for Ctrl+C.
    }
  };

  if (result) {
    return (
      <Modal open onClose={onClose} title={t('invite.title')} footer={<Button onClick={onClose}>{t('invite.close')}</Button>}>
        <Sent>
          <p>{t('invite.sent', { email: result.user.email })}</p>
          <Field label={t('invite.link')}>
            <TextInput ref={linkRef} readOnly value={result.inviteUrl} onFocus={(event) => event.currentTarget.select()} />
          </Field>
          <Button onClick={() => void copy()}>{t('invite.copy')}</Button>
        </Sent>
      </Modal>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('invite.title')}
      footer={
        <>
          <Button onClick={onClose}>{t('invite.cancel')}</Button>
          <Button type="submit" form="invite-user" variant="primary" loading={invite.isSending} disabled={!email.trim()}>
            {t('invite.send')}
          </Button>
        </>
      }
    >
      <form id="invite-user" onSubmit={(event) => void submit(event)}>
        <Field label={t('invite.email')} required error={invite.error ? translateMessage(invite.error.message) : undefined}>
          <TextInput
            type="email"
            autoComplete="off"
            value={email}
            maxLength={320}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label={t('invite.name')} hint={t('invite.nameHint')}>
          <TextInput value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={t('invite.level')}>
          <Select
            value={level}
            onChange={(event) => setLevel(event.target.value as LevelName)}
            options={LEVELS.map((value) => ({ value, label: labels(`level.${value}`) }))}
          />
        </Field>
      </form>
    </Modal>
  );
}
