/**
 * Add or edit a webhook: its address, the events it gets (ticked from the server's list) and its active switch.
 * After adding, the modal shows the signing secret once, with Copy; closing it hides the secret for good.
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'shared-api';
import { Button, Checkbox, Field, Modal, TextInput, translateMessage } from 'shared-ui';
import { useAdminT } from '../i18n';
import { useCreateWebhook } from './api/create-webhook';
import type { Webhook, WebhookEvent } from './api/list-webhooks';
import { useUpdateWebhook } from './api/update-webhook';

const Events = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;
const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;
const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export function WebhookFormModal({
  webhook,
  events,
  onClose,
  onSaved,
}: {
  /** null: a new webhook. */
  webhook: Webhook | null;
  events: readonly WebhookEvent[];
  onClose(): void;
  onSaved(): void;
}) {
  const t = useAdminT();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [chosen, setChosen] = useState<WebhookEvent[]>(webhook?.events ?? []);
  const [active, setActive] = useState(webhook?.active ?? true);
  const [secret, setSecret] = useState<string | null>(null);
  const secretRef = useRef<HTMLInputElement>(null);
  const request = webhook ? update : create;
  const problem = request.error ? translateMessage(request.error.message) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { url: url.trim(), events: chosen, active };
    if (webhook) {
      const saved = await update.run(webhook._id, body);
      if (!saved) return;
      toast.success(saved.message);
      onSaved();
      onClose();
      return;
    }
    const made = await create.run(body);
    if (!made) return;
    toast.success(made.message);
    setSecret(made.secret);
    onSaved();
  };

  const copy = async () => {
    if (!secret) return;
    secretRef.current?.select();
    try {
      await navigator.clipboard.writeText(secret);
      toast.info(t('webhooks.copied'));
    } catch {
      // No clipboard access: the secret stays selected for Ctrl+C.
    }
  };

  const toggle = (name: WebhookEvent, on: boolean) =>
    setChosen((current) => (on ? [...current, name] : current.filter((item) => item !== name)));

  if (secret)
    return (
      <Modal
        open
        onClose={onClose}
        title={t('webhooks.addTitle')}
        size="md"
        footer={
          <Button variant="primary" onClick={onClose}>
            {t('webhooks.done')}
          </Button>
        }
      >
        <p role="status">{t('webhooks.secretShownOnce')}</p>
        <Field label={t('webhooks.secret')}>
          <TextInput ref={secretRef} readOnly value={secret} onFocus={(event) => event.currentTarget.select()} />
        </Field>
        <Button onClick={() => void copy()}>{t('webhooks.copy')}</Button>
      </Modal>
    );

  const formId = webhook ? `edit-webhook-${webhook._id}` : 'add-webhook';
  return (
    <Modal
      open
      onClose={onClose}
      title={webhook ? t('webhooks.editTitle') : t('webhooks.addTitle')}
      size="md"
      footer={
        <>
          <Button onClick={onClose}>{t('webhooks.cancel')}</Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            loading={request.isSending}
            disabled={!url.trim() || chosen.length === 0}
          >
            {t('webhooks.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)}>
        <Field label={t('webhooks.url')} hint={t('webhooks.urlHint')}>
          <TextInput type="url" inputMode="url" value={url} maxLength={2000} onChange={(event) => setUrl(event.target.value)} />
        </Field>
        <Events>
          <Legend>{t('webhooks.events')}</Legend>
          {events.map((name) => (
            <Checkbox
              key={name}
              label={t(`webhooks.event.${name}`)}
              checked={chosen.includes(name)}
              onChange={(event) => toggle(name, event.target.checked)}
            />
          ))}
        </Events>
        <Checkbox label={t('webhooks.active')} checked={active} onChange={(event) => setActive(event.target.checked)} />
        {problem && <Problem role="alert">{problem}</Problem>}
      </form>
    </Modal>
  );
}
