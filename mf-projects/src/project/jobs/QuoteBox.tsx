/**
 * The quote before jobs open (issue 22), beside the Jobs section for whoever may create the project's jobs (its PMs
 * and admins): each usual job type's price from the pricing table, computed on the server by the same code as job
 * creation for this project's character and scene counts, size band, PB flag and level 2, with the total. It asks
 * again whenever the project's script counts change (a live update of the project), so it follows the script.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Project } from 'shared-api';
import { ErrorPanel, formatMoney, formatNumber, Loading } from 'shared-ui';
import { useLabelsT, useProjectsT } from '../../i18n';
import { Box, Muted } from '../../project-shared';
import { useProjectQuote } from '../api/get-project-quote';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: ${({ theme }) => theme.space.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    font-weight: normal;
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    font-weight: bold;
    border-bottom: none;
  }
`;

export function QuoteBox({ project }: { project: Project }) {
  const t = useProjectsT();
  const labels = useLabelsT();
  const quote = useProjectQuote(project._id);
  const { mutate } = quote;
  // The script changed (its counts came with a fresh copy of the project): price it again.
  const counts = `${project.characterCount}:${project.sceneCount}:${String(project.perfBased)}`;
  const shown = useRef(counts);
  useEffect(() => {
    if (shown.current === counts) return;
    shown.current = counts;
    void mutate();
  }, [counts, mutate]);

  const data = quote.data;
  return (
    <Box title={t('page.quote.heading')}>
      {data ? (
        <>
          <Muted>
            {t(data.perfBased ? 'page.quote.basisPb' : 'page.quote.basis', {
              characters: formatNumber(data.characterCount),
              scenes: formatNumber(data.sceneCount),
              level: data.level,
            })}
          </Muted>
          <Table>
            <caption className="visually-hidden">{t('page.quote.caption')}</caption>
            <tbody>
              {data.lines.map((line) => (
                <tr key={line.jobType}>
                  <th scope="row">
                    {labels(`jobType.${line.jobType}`, { defaultValue: line.jobType })}
                    {line.scenes !== null && ` (${t('page.quote.scenes', { count: line.scenes })})`}
                  </th>
                  <td>{formatMoney(line.price)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('page.quote.total')}</th>
                <td>{formatMoney(data.total)}</td>
              </tr>
            </tfoot>
          </Table>
        </>
      ) : quote.error ? (
        <ErrorPanel message={quote.error.message} onRetry={() => void quote.mutate()} />
      ) : (
        <Loading />
      )}
    </Box>
  );
}
