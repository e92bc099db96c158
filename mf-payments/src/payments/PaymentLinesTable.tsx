import styled from 'styled-components';
import type { PaymentJob } from 'shared-api';
import { Badge, DataTable, formatMoney } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { LineName } from './LineName';

const Table = styled(DataTable)`
  td:nth-child(3) {
    font-variant-numeric: tabular-nums;
  }
  /* Phones: each line a small card of labelled values, so Amount and Performance-based are not cut off. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: 0 ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.xs} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      border: 0;
      padding: 0;
      overflow-wrap: anywhere;
    }
    td:nth-child(odd) {
      grid-column: 1;
    }
    td:nth-child(even) {
      grid-column: 2;
      text-align: right;
    }
    td:nth-child(2) {
      grid-row: 2;
      grid-column: 1;
      text-align: left;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    td:nth-child(3) {
      grid-row: 1;
      grid-column: 2;
      text-align: right;
    }
    td:nth-child(4) {
      grid-row: 2;
      grid-column: 2;
    }
    td:nth-child(4)::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

/** Jobs and bonuses with their project, amount and performance-based flag: a payment's lines, or what is owed. */
export function PaymentLinesTable({ lines, caption }: { lines: readonly PaymentJob[]; caption: string }) {
  const t = usePaymentsT();
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('history.job')}</th>
          <th scope="col">{t('history.project')}</th>
          <th scope="col">{t('history.amount')}</th>
          <th scope="col">{t('history.performanceBased')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line._id}-${line.kind}`}>
            <td>
              <LineName line={line} />
            </td>
            <td>{line.project.title}</td>
            <td>{formatMoney(line.amount)}</td>
            <td data-label={t('history.performanceBased')}>
              {line.perfBased ? <Badge tone="info">{t('history.yes')}</Badge> : t('history.no')}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
