import styled from 'styled-components';
import type { PaymentJob } from 'shared-api';
import { Badge, formatMoney } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { LineName } from './LineName';

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:nth-child(3) {
    font-variant-numeric: tabular-nums;
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
            <td>{line.perfBased ? <Badge tone="info">{t('history.yes')}</Badge> : t('history.no')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
