/**
 * The turnaround chart: the median hours of each span per job type and star level, as grouped bars (Chart.js on a
 * canvas). Loaded lazily by the screen, so Chart.js never weighs on another screen. The canvas is an image with a
 * label; the table beside it carries the same figures for who cannot see it.
 */
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import styled from 'styled-components';
import { useAdminT, useLabelsT } from '../i18n';
import type { TurnaroundGroup } from './api/get-turnaround';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

const SPANS = ['openToClaimed', 'claimedToSubmitted', 'submittedToApproved'] as const;
const COLOURS = ['#2f6fde', '#e08a1e', '#2e9e5b'];

const Box = styled.div`
  position: relative;
  height: 260px;
  max-width: 100%;
`;

export default function TurnaroundChart({ groups }: { groups: readonly TurnaroundGroup[] }) {
  const t = useAdminT();
  const labels = useLabelsT();
  const data = {
    labels: groups.map((group) => t('turnaround.groupName', { type: labels(`jobType.${group.jobType}`), count: group.level })),
    datasets: SPANS.map((span, index) => ({
      label: t(`turnaround.span.${span}`),
      data: groups.map((group) => group[span]?.median ?? null),
      backgroundColor: COLOURS[index],
    })),
  };
  return (
    <Box>
      <Bar
        role="img"
        aria-label={t('turnaround.chartLabel')}
        data={data}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: { y: { beginAtZero: true, title: { display: true, text: t('turnaround.hoursAxis') } } },
        }}
      >
        {t('turnaround.chartLabel')}
      </Bar>
    </Box>
  );
}
