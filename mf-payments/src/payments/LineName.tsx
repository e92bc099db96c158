import styled from 'styled-components';
import type { PaymentJob } from 'shared-api';
import { Badge } from 'shared-ui';
import { useLabelsT, usePaymentsT } from '../i18n';

const BonusBadge = styled(Badge)`
  margin-left: ${({ theme }) => theme.space.sm};
`;

/** How a payment line or an owed item names its job: the title (type other) or the type label, marked when a bonus. */
export function LineName({ line }: { line: Pick<PaymentJob, 'title' | 'jobType' | 'kind'> }) {
  const t = usePaymentsT();
  const labels = useLabelsT();
  return (
    <>
      {line.title || labels(`jobType.${line.jobType}`, { defaultValue: line.jobType })}
      {line.kind === 'bonus' && <BonusBadge tone="success">{t('lines.bonus')}</BonusBadge>}
    </>
  );
}

/** The performance-based marker. */
export function PbMarker() {
  const t = usePaymentsT();
  return (
    <Badge tone="info">
      <abbr title={t('lines.pbTitle')}>{t('lines.pb')}</abbr>
    </Badge>
  );
}
