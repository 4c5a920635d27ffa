import type { ArtistDashboard } from '@sada/contracts/dashboards';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../lib/i18n/format';
import { peakOf, scaleBars } from './chart-scale';

type Day = ArtistDashboard['playsPerDay'][number];

const WIDTH = 280;
const HEIGHT = 100;
const GAP = 0.25;

/** The days are UTC days: shown as such so that no day slips into its neighbour. */
const dayOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

/**
 * Plays per day as bars (oldest first), with the scale's top, the first, middle and last dates,
 * and the same figures as a table for screen readers.
 */
export function PlaysChart({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { max, bars } = scaleBars(days, (day) => day.plays);
  const total = days.reduce((sum, day) => sum + day.plays, 0);
  const peak = peakOf(days, (day) => day.plays);
  const dayLabel = (day: Day) => format.date(day.date, dayOptions);
  const slot = WIDTH / Math.max(1, days.length);
  const axisDays =
    days.length > 2 ? [days[0], days[Math.floor(days.length / 2)], days.at(-1)] : days;

  return (
    <figure className="space-y-3" data-testid="plays-chart">
      <figcaption className="text-sm text-muted-foreground">
        {peak
          ? t('artistDashboard.chart.summary', {
              total: format.number(total),
              peak: dayLabel(peak),
              peakPlays: format.number(peak.plays),
            })
          : t('artistDashboard.chart.none')}
      </figcaption>
      <div className="flex gap-2">
        <div
          aria-hidden
          className="flex h-40 flex-col justify-between text-end text-xs text-muted-foreground tabular-nums"
        >
          <span>{peak ? format.count(max) : ''}</span>
          <span>{format.number(0)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            aria-hidden
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-40 w-full overflow-visible rtl:-scale-x-100"
          >
            {[0, 0.5, 1].map((line) => (
              <line
                key={line}
                x1={0}
                x2={WIDTH}
                y1={HEIGHT * line}
                y2={HEIGHT * line}
                className="stroke-border"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {bars.map(({ item, height }, index) => (
              <rect
                key={item.date}
                x={index * slot + (slot * GAP) / 2}
                width={slot * (1 - GAP)}
                y={HEIGHT * (1 - height)}
                height={HEIGHT * height}
                rx={1}
                className={index === bars.length - 1 ? 'fill-gold' : 'fill-primary'}
              >
                <title>{`${dayLabel(item)}: ${format.number(item.plays)}`}</title>
              </rect>
            ))}
          </svg>
          <div aria-hidden className="mt-1.5 flex justify-between text-xs text-muted-foreground">
            {axisDays.map((day) => (day ? <span key={day.date}>{dayLabel(day)}</span> : null))}
          </div>
        </div>
      </div>
      <table className="sr-only">
        <caption>{t('artistDashboard.chart.title', { count: days.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('artistDashboard.chart.day')}</th>
            <th scope="col">{t('artistDashboard.chart.plays')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayLabel(day)}</th>
              <td>{format.number(day.plays)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
