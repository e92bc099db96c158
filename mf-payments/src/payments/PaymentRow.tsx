import { useId, useState } from 'react';
import styled from 'styled-components';
import { downloadFile, type Payment } from 'shared-api';
import { Avatar, Button, formatDate, formatMoney, Icon } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { PaymentLinesTable } from './PaymentLinesTable';

const Row = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Summary = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
`;
const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Total = styled.strong`
  font-variant-numeric: tabular-nums;
`;
const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  &[hidden] {
    display: none;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

/** One payment: who was paid, how much, when and by whom; its jobs, comments and receipts on demand. */
export function PaymentRow({ payment }: { payment: Payment }) {
  const t = usePaymentsT();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const date = formatDate(payment.createdAt);

  return (
    <Row aria-label={`${payment.user.name} ${formatMoney(payment.total)} ${date}`}>
      <Summary>
        <Who>
          <Avatar name={payment.user.name} picture={payment.user.picture} />
          {payment.user.name}
        </Who>
        <Total>{formatMoney(payment.total)}</Total>
        <Muted>
          <time dateTime={payment.createdAt}>{date}</time>
          {payment.createdBy && <> · {t('history.paidBy', { name: payment.createdBy.name })}</>}
        </Muted>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded(!expanded)}
        >
          {t('history.details')} <Icon name={expanded ? 'chevron-up' : 'chevron-down'} />
        </Button>
      </Summary>
      <Details id={detailsId} hidden={!expanded}>
        {expanded && (
          <>
            {payment.jobs.length > 0 && <PaymentLinesTable lines={payment.jobs} caption={t('history.jobs')} />}
            {payment.pbPayouts.length > 0 && (
              <section>
                <h3>{t('history.pbPayouts')}</h3>
                <ul>
                  {payment.pbPayouts.map((line) => (
                    <li key={line.project._id}>
                      {line.project.title}: {formatMoney(line.amount)}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {payment.jobs.length === 0 && payment.pbPayouts.length === 0 && <p>{t('history.noJobs')}</p>}
            {payment.pbCount ? <Muted>{t('history.pbCount', { count: payment.pbCount })}</Muted> : null}
            {payment.text && (
              <section>
                <h3>{t('history.comments')}</h3>
                <p>{payment.text}</p>
              </section>
            )}
            {payment.files.length > 0 && (
              <section>
                <h3>{t('history.files')}</h3>
                <ul>
                  {payment.files.map((file, index) => (
                    <li key={`${file.id}-${index}`}>
                      {/* The authorised download path: the server answers a signed link to whoever may read it. */}
                      <Button size="sm" variant="link" onClick={() => void downloadFile(file)}>
                        {file.name}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </Details>
    </Row>
  );
}
