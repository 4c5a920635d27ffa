import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PlaysChart } from './plays-chart';

const days = Array.from({ length: 28 }, (_, index) => ({
  date: `2026-11-${String(index + 1).padStart(2, '0')}`,
  plays: index === 20 ? 120 : index % 3,
}));

describe('PlaysChart', () => {
  it('sums the plays and names the busiest day', () => {
    render(<PlaysChart days={days} />);
    const total = days.reduce((sum, day) => sum + day.plays, 0);
    expect(screen.getByText(`${total} in all · most on Nov 21 (120)`)).toBeInTheDocument();
  });

  it('gives screen readers every day as a table row', () => {
    render(<PlaysChart days={days} />);
    const table = screen.getByRole('table', { name: 'Plays per day, last 28 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(29);
    expect(within(rows[21] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Nov 21');
    expect(within(rows[21] as HTMLElement).getByRole('cell')).toHaveTextContent('120');
  });

  it('draws one bar per day, scaled to a round top', () => {
    const { container } = render(<PlaysChart days={days} />);
    const bars = container.querySelectorAll('rect');
    expect(bars).toHaveLength(28);
    // 120 plays under a top of 200: the bar fills 60% of the 100-unit height.
    expect(bars[20]?.getAttribute('height')).toBe('60');
  });

  it('says so when there were no plays', () => {
    render(<PlaysChart days={days.map((day) => ({ ...day, plays: 0 }))} />);
    expect(screen.getByText('No plays in this period yet.')).toBeInTheDocument();
  });
});
