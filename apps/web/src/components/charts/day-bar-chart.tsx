import { useFormat } from '../../lib/i18n/format';
import { peakOf, scaleBars } from './chart-scale';

const WIDTH = 280;
const HEIGHT = 100;
const GAP = 0.25;

/** The days are UTC days: shown as such so that no day slips into its neighbour. */
const dayOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

export interface DayColumn<T> {
  header: string;
  valueOf: (day: T) => number;
}

export interface DaySummary {
  /** The charted values added up, formatted. */
  total: string;
  /** The busiest day, formatted. */
  peak: string;
  /** The busiest day's value, formatted. */
  peakValue: string;
}

interface DayBarChartProps<T extends { date: string }> {
  /** Oldest first; `date` is a UTC day (YYYY-MM-DD). */
  days: T[];
  /** What the bars show. */
  valueOf: (day: T) => number;
  /** The line above the chart, given the total and the busiest day. */
  summary: (figures: DaySummary) => string;
  /** Said instead of the summary when every value is 0. */
  empty: string;
  /** The screen readers' table: its caption, the day column's header and the value columns. */
  table: { caption: string; dayHeader: string; columns: DayColumn<T>[] };
  testId?: string;
}

/**
 * Values per day as bars (oldest first), with the scale's top, the first, middle and last dates,
 * and the same figures as a table for screen readers.
 */
export function DayBarChart<T extends { date: string }>({
  days,
  valueOf,
  summary,
  empty,
  table,
  testId,
}: DayBarChartProps<T>) {
  const format = useFormat();
  const { max, bars } = scaleBars(days, valueOf);
  const total = days.reduce((sum, day) => sum + valueOf(day), 0);
  const peak = peakOf(days, valueOf);
  const dayLabel = (day: T) => format.date(day.date, dayOptions);
  const slot = WIDTH / Math.max(1, days.length);
  const axisDays =
    days.length > 2 ? [days[0], days[Math.floor(days.length / 2)], days.at(-1)] : days;

  return (
    <figure className="space-y-3" data-testid={testId}>
      <figcaption className="text-sm text-muted-foreground">
        {peak
          ? summary({
              total: format.number(total),
              peak: dayLabel(peak),
              peakValue: format.number(valueOf(peak)),
            })
          : empty}
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
                <title>{`${dayLabel(item)}: ${format.number(valueOf(item))}`}</title>
              </rect>
            ))}
          </svg>
          <div aria-hidden className="mt-1.5 flex justify-between text-xs text-muted-foreground">
            {axisDays.map((day) => (day ? <span key={day.date}>{dayLabel(day)}</span> : null))}
          </div>
        </div>
      </div>
      <table className="sr-only">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.dayHeader}</th>
            {table.columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayLabel(day)}</th>
              {table.columns.map((column) => (
                <td key={column.header}>{format.number(column.valueOf(day))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
