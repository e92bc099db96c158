/**
 * One webhook's delivery log, newest first: each delivery's event, how it stands, its attempts (time, HTTP status or
 * why none came) and "Send again", which sends the same event (same event id) once more with its own retries.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { toast } from 'shared-api';
import { Badge, Button, EmptyState, ErrorPanel, Loading, formatDate, formatTime, translateMessage } from 'shared-ui';
import { useAdminT } from '../i18n';
import { Row, RowFacts, RowList, RowName } from '../row-list';
import { DELIVERIES_PAGE, useDeliveries, type Delivery } from './api/list-deliveries';
import type { Webhook } from './api/list-webhooks';
import { useResendDelivery } from './api/resend-delivery';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;

const TONES = { pending: 'warning', queued: 'info', sending: 'info', succeeded: 'success', failed: 'danger' } as const;

export function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const t = useAdminT();
  const [limit, setLimit] = useState(DELIVERIES_PAGE);
  const log = useDeliveries(webhook._id, limit);
  const resend = useResendDelivery();

  const sendAgain = async (delivery: Delivery) => {
    const done = await resend.run(webhook._id, delivery._id);
    if (!done) return;
    toast.success(done.message);
    void log.mutate();
  };

  return (
    <section aria-labelledby="webhook-log-heading">
      <Heading id="webhook-log-heading">{t('webhooks.logHeading', { url: webhook.url })}</Heading>
      {resend.error && <ErrorPanel message={translateMessage(resend.error.message)} />}
      {log.error ? (
        <ErrorPanel message={`${t('webhooks.logFailed')}: ${log.error.message}`} onRetry={() => void log.mutate()} />
      ) : !log.data ? (
        <Loading />
      ) : log.data.deliveries.length === 0 ? (
        <EmptyState message={t('webhooks.logEmpty')} />
      ) : (
        <>
          <RowList aria-label={t('webhooks.deliveriesNamed', { url: webhook.url })}>
            {log.data.deliveries.map((delivery) => (
              <DeliveryRow
                key={delivery._id}
                delivery={delivery}
                busy={resend.isSending}
                onSendAgain={() => void sendAgain(delivery)}
              />
            ))}
          </RowList>
          {log.data.total > log.data.deliveries.length && (
            <Button onClick={() => setLimit((current) => Math.min(current + DELIVERIES_PAGE, 100))} disabled={limit >= 100}>
              {t('webhooks.showMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function DeliveryRow({ delivery, busy, onSendAgain }: { delivery: Delivery; busy: boolean; onSendAgain(): void }) {
  const t = useAdminT();
  const last = delivery.attempts[delivery.attempts.length - 1];
  const when = `${formatDate(delivery.created)} ${formatTime(delivery.created)}`;
  const event = t(`webhooks.event.${delivery.event}`);
  return (
    <Row>
      <RowName>{event}</RowName>
      <Badge tone={TONES[delivery.state]}>{t(`webhooks.state.${delivery.state}`)}</Badge>
      <RowFacts>
        {when}
        {' · '}
        {t('webhooks.attempts', { count: delivery.attempts.length })}
        {last && ' · '}
        {last &&
          (last.status !== null ? t('webhooks.status', { status: last.status }) : t(`webhooks.error.${last.error ?? 'network'}`))}
        {delivery.nextAttempt &&
          ` · ${t('webhooks.nextAttempt', { when: `${formatDate(delivery.nextAttempt)} ${formatTime(delivery.nextAttempt)}` })}`}
      </RowFacts>
      <Button size="sm" onClick={onSendAgain} disabled={busy} aria-label={t('webhooks.sendAgainNamed', { event, when })}>
        {t('webhooks.sendAgain')}
      </Button>
    </Row>
  );
}
