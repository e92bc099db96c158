/**
 * Webhooks (issue 25, admins): the studio's endpoints — address, events, active switch, failed deliveries and the
 * last one — with Add, Edit, Delete (confirmed) and the delivery log of the one chosen, where a delivery can be sent
 * again. How a receiver checks the signature is said on the screen (docs/decisions/server/0620).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { toast } from 'shared-api';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorPanel,
  Loading,
  ScreenHeading,
  Switch,
  formatAgo,
  translateMessage,
} from 'shared-ui';
import { useAdminT } from '../i18n';
import { Row, RowFacts, RowList, RowName } from '../row-list';
import { useDeleteWebhook } from './api/delete-webhook';
import { useWebhooks, type Webhook } from './api/list-webhooks';
import { useUpdateWebhook } from './api/update-webhook';
import { DeliveryLog } from './DeliveryLog';
import { WebhookFormModal } from './WebhookFormModal';

const Screen = styled.section`
  padding: ${({ theme }) => theme.space.md};
  max-width: 960px;
`;
const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function WebhooksScreen() {
  const t = useAdminT();
  const list = useWebhooks();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = list.data?.webhooks.find((webhook) => webhook._id === chosenId) ?? null;

  const toggle = async (webhook: Webhook, active: boolean) => {
    const saved = await update.run(webhook._id, { active });
    if (!saved) return;
    toast.success(saved.message);
    void list.mutate();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const done = await remove.run(deleting._id);
    if (!done) return;
    toast.success(done.message);
    if (chosenId === deleting._id) setChosenId(null);
    setDeleting(null);
    void list.mutate();
  };

  return (
    <Screen aria-labelledby="webhooks-heading">
      <ScreenHeading
        id="webhooks-heading"
        aside={
          list.data && (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('webhooks.add')}
            </Button>
          )
        }
      >
        {t('webhooks.heading')}
      </ScreenHeading>
      <p>{t('webhooks.intro')}</p>
      <Hint>
        {t('webhooks.signingIntro')} <code>Studio-Webhook-Timestamp</code>,{' '}
        <code>Studio-Webhook-Signature: v1=hex(HMAC-SHA256(secret, timestamp + &quot;.&quot; + body))</code>.{' '}
        {t('webhooks.signingCheck')}
      </Hint>
      {update.error && !editing && <ErrorPanel message={translateMessage(update.error.message)} />}

      {list.error ? (
        <ErrorPanel message={`${t('webhooks.loadFailed')}: ${list.error.message}`} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.webhooks.length === 0 ? (
        <EmptyState message={t('webhooks.empty')} />
      ) : (
        <RowList aria-label={t('webhooks.heading')}>
          {list.data.webhooks.map((webhook) => (
            <Row key={webhook._id} $chosen={webhook._id === chosenId}>
              <RowName>{webhook.url}</RowName>
              {!webhook.active && <Badge tone="neutral">{t('webhooks.off')}</Badge>}
              {webhook.failedDeliveries > 0 && (
                <Badge tone="danger">{t('webhooks.failedCount', { count: webhook.failedDeliveries })}</Badge>
              )}
              <Switch
                checked={webhook.active}
                disabled={update.isSending}
                onChange={(active) => void toggle(webhook, active)}
                label={t('webhooks.activeNamed', { url: webhook.url })}
              />
              <Button
                size="sm"
                aria-pressed={webhook._id === chosenId}
                aria-label={t('webhooks.deliveriesNamed', { url: webhook.url })}
                onClick={() => setChosenId(webhook._id === chosenId ? null : webhook._id)}
              >
                {t('webhooks.deliveries')}
              </Button>
              <Button size="sm" aria-label={t('webhooks.editNamed', { url: webhook.url })} onClick={() => setEditing(webhook)}>
                {t('webhooks.edit')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={t('webhooks.deleteNamed', { url: webhook.url })}
                onClick={() => setDeleting(webhook)}
              >
                {t('webhooks.delete')}
              </Button>
              <RowFacts $ownLine>
                {webhook.events.map((name) => t(`webhooks.event.${name}`)).join(', ')}
                {' · '}
                {webhook.lastDelivery
                  ? t('webhooks.lastDelivery', { when: formatAgo(webhook.lastDelivery) })
                  : t('webhooks.neverDelivered')}
              </RowFacts>
            </Row>
          ))}
        </RowList>
      )}

      {chosen && <DeliveryLog key={chosen._id} webhook={chosen} />}

      {editing && list.data && (
        <WebhookFormModal
          webhook={editing === 'new' ? null : editing}
          events={list.data.events}
          onClose={() => setEditing(null)}
          onSaved={() => void list.mutate()}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        question={t('webhooks.deleteQuestion', { url: deleting?.url ?? '' })}
        detail={t('webhooks.deleteDetail')}
        confirmLabel={t('webhooks.delete')}
        cancelLabel={t('webhooks.cancel')}
        busy={remove.isSending}
        error={remove.error ? translateMessage(remove.error.message) : null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        focusCancel
      />
    </Screen>
  );
}
