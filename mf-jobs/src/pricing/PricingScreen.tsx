import { memo, useCallback, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONTRIBUTOR_ROLES, PRICE_INPUT_MAX, toast, type Pricing, type RoleRates } from 'shared-api';
import { Button, ErrorPanel, Loading, MoneyInput, ScreenHeading } from 'shared-ui';
import { DueDefaultsSection } from '../due-defaults';
import { useJobsT, useLabelsT } from '../i18n';
import './strings';
import { usePricing } from './api/get-pricing';
import { useSavePricing } from './api/edit-job-pricing';
import { bandsOf, LEVELS, slotOf, slotsOf, type RateKind } from './slots';

type Draft = Record<string, { rates: Record<string, string>; bonus: string }>;

const Page = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;
const RoleBlock = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
const Table = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  input {
    width: 90px;
  }
`;
/** On a phone the table scrolls sideways inside its own box, never the page. */
const TableBox = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;
const Bonus = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  input {
    width: 90px;
  }
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  position: sticky;
  bottom: 0;
  padding: ${({ theme }) => theme.space.md} 0;
  background: ${({ theme }) => theme.colors.background};
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The table as the inputs hold it (text), every role and slot present (0 where the table has none). */
function draftOf(pricing: Pricing): Draft {
  const draft: Draft = {};
  for (const role of CONTRIBUTOR_ROLES) {
    const saved = pricing.roles[role];
    draft[role] = {
      rates: Object.fromEntries(slotsOf(role).map((slot) => [slot, String(saved?.rates[slot] ?? 0)])),
      bonus: String(saved?.bonus ?? 0),
    };
  }
  return draft;
}

const validRate = (text: string) =>
  text.trim() !== '' && Number.isFinite(Number(text)) && Number(text) >= 0 && Number(text) <= PRICE_INPUT_MAX;

/**
 * /app/jobs/pricing (admins): the rates matrix per role and star level, Regular and PB per length band, and a bonus;
 * below it the due-date defaults (issue 24).
 */
export function PricingScreen() {
  const t = useJobsT();
  const { data, error, isLoading, mutate } = usePricing();
  if (isLoading) return <Loading />;
  if (!data) return <ErrorPanel message={error?.message ?? ''} onRetry={() => void mutate()} />;
  return (
    <>
      <PricingForm key={data.pricing.updated ?? 'new'} pricing={data.pricing} heading={t('pricing.heading')} />
      <DueDefaultsSection />
    </>
  );
}

function PricingForm({ pricing, heading }: { pricing: Pricing; heading: string }) {
  const t = useJobsT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(pricing));
  const [invalid, setInvalid] = useState(false);
  const { save, isSaving, error } = useSavePricing();
  const form = useRef<HTMLFormElement>(null);

  // Stable, so a key typed in one rate draws only its role's block, not the 18 blocks and their 150 inputs.
  const setRate = useCallback(
    (role: string, slot: string, value: string) =>
      setDraft((current) => ({ ...current, [role]: { ...current[role], rates: { ...current[role].rates, [slot]: value } } })),
    [],
  );
  const setBonus = useCallback(
    (role: string, value: string) => setDraft((current) => ({ ...current, [role]: { ...current[role], bonus: value } })),
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const firstInvalid = form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
    if (firstInvalid) {
      setInvalid(true);
      firstInvalid.focus();
      return;
    }
    setInvalid(false);
    const roles: Record<string, RoleRates> = {};
    for (const [role, entry] of Object.entries(draft)) {
      roles[role] = {
        rates: Object.fromEntries(Object.entries(entry.rates).map(([slot, text]) => [slot, Number(text)])),
        bonus: Number(entry.bonus),
      };
    }
    const result = await save({ roles });
    if (result) toast.success(result.message);
  };

  return (
    <Page ref={form} onSubmit={submit} noValidate aria-labelledby="pricing-heading">
      <ScreenHeading id="pricing-heading">{heading}</ScreenHeading>
      {CONTRIBUTOR_ROLES.map((role) => (
        <RoleRatesBlock key={role} role={role} entry={draft[role]} onRate={setRate} onBonus={setBonus} />
      ))}
      <Bar>
        <Button type="submit" variant="primary" loading={isSaving}>
          {t('pricing.save')}
        </Button>
        {invalid && <Problem role="alert">{t('pricing.invalid', { max: PRICE_INPUT_MAX })}</Problem>}
        {error && <Problem role="alert">{error}</Problem>}
      </Bar>
    </Page>
  );
}

const RateProblem = styled.span`
  display: block;
  max-width: 90px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A rate or bonus field: a number from 0 to PRICE_INPUT_MAX. Otherwise it is marked invalid and says why under
 * itself as it is typed (the red border alone said nothing), described to a screen reader too.
 */
function RateInput({ value, label, onChange }: { value: string; label: string; onChange(text: string): void }) {
  const t = useJobsT();
  const problemId = useId();
  const invalid = !validRate(value);
  return (
    <>
      <MoneyInput
        max={PRICE_INPUT_MAX}
        value={value}
        invalid={invalid}
        aria-label={label}
        aria-describedby={invalid ? problemId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid && <RateProblem id={problemId}>{t('pricing.outOfRange', { max: PRICE_INPUT_MAX })}</RateProblem>}
    </>
  );
}

type RoleRatesBlockProps = {
  role: string;
  entry: Draft[string] | undefined;
  onRate(role: string, slot: string, value: string): void;
  onBonus(role: string, value: string): void;
};

/** One role's rates and bonus (memoised: editing another role does not draw it again). */
const RoleRatesBlock = memo(function RoleRatesBlock({ role, entry, onRate, onBonus }: RoleRatesBlockProps) {
  const t = useJobsT();
  const labels = useLabelsT();
  const kindLabel = (kind: RateKind) => t(`pricing.${kind}`);
  const roleLabel = labels(`jobType.${role}`);
  const bands = bandsOf(role);
  return (
    <RoleBlock aria-labelledby={`pricing-${role}`}>
      <h2 id={`pricing-${role}`}>{roleLabel}</h2>
      <TableBox>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('pricing.level')}</th>
              {(['regular', 'pb'] as const).flatMap((kind) =>
                bands.map((band) => (
                  <th scope="col" key={`${kind}-${band}`}>
                    {kindLabel(kind)} {t(`pricing.band.${band}`)}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {LEVELS.map((level) => (
              <tr key={level}>
                <th scope="row">
                  {level} {labels(`starLevel.${level}`)}
                </th>
                {(['regular', 'pb'] as const).flatMap((kind) =>
                  bands.map((band) => {
                    const slot = slotOf(level, band, kind);
                    const value = entry?.rates[slot] ?? '';
                    return (
                      <td key={`${kind}-${band}`}>
                        <RateInput
                          value={value}
                          label={t('pricing.rate', {
                            role: roleLabel,
                            kind: kindLabel(kind),
                            band: t(`pricing.band.${band}`),
                            level,
                          })}
                          onChange={(text) => onRate(role, slot, text)}
                        />
                      </td>
                    );
                  }),
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
      <Bonus>
        {t('pricing.bonus')}
        <RateInput
          value={entry?.bonus ?? ''}
          label={t('pricing.bonusOf', { role: roleLabel })}
          onChange={(text) => onBonus(role, text)}
        />
      </Bonus>
    </RoleBlock>
  );
});
