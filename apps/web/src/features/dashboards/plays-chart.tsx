import type { ArtistDashboard } from '@sada/contracts/dashboards';
import { useTranslation } from 'react-i18next';

import { DayBarChart } from '../../components/charts/day-bar-chart';

type Day = ArtistDashboard['playsPerDay'][number];

const playsOf = (day: Day) => day.plays;

/** The artist's plays per day, with the busiest day and a table for screen readers. */
export function PlaysChart({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  return (
    <DayBarChart
      days={days}
      valueOf={playsOf}
      testId="plays-chart"
      summary={({ total, peak, peakValue }) =>
        t('artistDashboard.chart.summary', { total, peak, peakPlays: peakValue })
      }
      empty={t('artistDashboard.chart.none')}
      table={{
        caption: t('artistDashboard.chart.title', { count: days.length }),
        dayHeader: t('artistDashboard.chart.day'),
        columns: [{ header: t('artistDashboard.chart.plays'), valueOf: playsOf }],
      }}
    />
  );
}
