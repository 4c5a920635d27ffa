import { trackStatuses } from '@sada/contracts/enums';
import { processingStageLabels } from '@sada/contracts/uploads';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import en from '../../lib/i18n/locales/en.json';
import { TrackStatusBadge } from './track-status-badge';

describe('the upload wording', () => {
  it("names the processing stages as the contracts do ('extracting metadata' …)", () => {
    expect(en.uploads.stages).toEqual(processingStageLabels);
  });

  it.each(trackStatuses)('has a badge for the status %s', (status) => {
    render(<TrackStatusBadge status={status} />);
    expect(screen.getByText(en.uploads.status[status])).toBeInTheDocument();
  });
});
