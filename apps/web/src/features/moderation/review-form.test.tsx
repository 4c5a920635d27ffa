import { localizeMessage } from '@sada/contracts/messages-ar';
import { moderationMessages, reviewResult, type ModerationTrack } from '@sada/contracts/moderation';
import { reviewRecordMessages } from '@sada/contracts/review-record';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ar from '../../lib/i18n/locales/ar.json';
import en from '../../lib/i18n/locales/en.json';
import { route, serveApi, withStatus } from '../../testing/fetch';
import { ReviewForm } from './review-form';
import { reviewTrack, trackId } from './test-data';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

/** Answers a review as the server does; returns the bodies sent, as they come. */
function serveReview() {
  const bodies: unknown[] = [];
  serveApi(
    route('POST', '/moderation/tracks/:id/reviews', reviewResult, ({ body }) => {
      bodies.push(body);
      return withStatus(201, reviewResult, {
        message: 'Review submitted',
        approvals: null,
        review: {
          id: trackId(500),
          status: 'rejected',
          islamicComplianceScore: 8,
          audioQualityScore: 8,
          instrumentation: null,
          notes: null,
          rejectionReason: 'Instruments',
          reviewer: null,
          reviewedAt: null,
        },
        track: {
          id: trackId(1),
          status: 'rejected',
          requiresReview: false,
          rejectionReason: 'Instruments',
          publishedAt: null,
        },
      });
    }),
  );
  return bodies;
}

function renderForm(onDecided = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReviewForm track={reviewTrack(1)} onDecided={onDecided} />
    </QueryClientProvider>,
  );
  return onDecided;
}

describe('the review form', () => {
  it('starts at 8 and 8, no notes and no decision, and shows no reason field', () => {
    serveReview();
    renderForm();
    expect(screen.getByRole('slider', { name: 'Islamic compliance' })).toHaveAttribute(
      'aria-valuenow',
      '8',
    );
    expect(screen.getByRole('slider', { name: 'Audio quality' })).toHaveAttribute(
      'aria-valuenow',
      '8',
    );
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('');
    for (const name of ['Approve', 'Reject', 'Needs revision']) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
    expect(screen.queryByLabelText('Reason for the rejection')).not.toBeInTheDocument();
  });

  it('asks for a decision before sending anything', async () => {
    const bodies = serveReview();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(
      await screen.findByText('Choose a decision: approved, rejected or needs revision'),
    ).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('asks for a reason when rejecting, and sends it once given', async () => {
    const bodies = serveReview();
    const onDecided = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Reject' }));
    const reason = screen.getByLabelText('Reason for the rejection');
    expect(reason).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Please give a reason for the rejection')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await userEvent.type(reason, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(bodies).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Instruments');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith(trackId(1)));
    expect(bodies).toEqual([
      {
        islamicComplianceScore: 8,
        audioQualityScore: 8,
        decision: 'rejected',
        notes: '',
        rejectionReason: 'Instruments',
      },
    ]);
  });

  it('is back at its defaults after a decision', async () => {
    serveReview();
    const onDecided = renderForm();
    const quality = screen.getByRole('slider', { name: 'Audio quality' });
    quality.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(quality).toHaveAttribute('aria-valuenow', '10');
    await userEvent.type(screen.getByLabelText('Notes (optional)'), 'Clear recording');
    await userEvent.click(screen.getByRole('radio', { name: 'Reject' }));
    await userEvent.type(screen.getByLabelText('Reason for the rejection'), 'Instruments');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(screen.getByRole('slider', { name: 'Audio quality' })).toHaveAttribute(
      'aria-valuenow',
      '8',
    );
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Reject' })).not.toBeChecked();
    expect(screen.queryByLabelText('Reason for the rejection')).not.toBeInTheDocument();
  });

  it("drops a reason typed before the decision changed from 'Reject'", async () => {
    const bodies = serveReview();
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Reject' }));
    await userEvent.type(screen.getByLabelText('Reason for the rejection'), 'Second thoughts');
    await userEvent.click(screen.getByRole('radio', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Vocals only' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ decision: 'approved', rejectionReason: null });
  });

  it('shows the declared instrumentation, chooses none for the reviewer, and asks for one to approve', async () => {
    const bodies = serveReview();
    renderForm();
    expect(
      screen.getByText('The artist declared: Vocals only. Confirm it or choose what you heard.'),
    ).toBeInTheDocument();
    for (const name of [
      'Vocals only',
      'Vocals and daf',
      'With instruments',
      'With vocal effects',
      'Spoken word',
    ]) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
    await userEvent.click(screen.getByRole('radio', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(
      await screen.findByText('Confirm or correct the instrumentation before approving'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'With instruments' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ decision: 'approved', instrumentation: 'instruments' });
  });
});

describe('approvals from several reviewers', () => {
  afterEach(() => {
    vi.clearAllMocks();
  });

  const waitingForMore = {
    message: reviewRecordMessages.approvalRecorded,
    approvals: { given: 1, needed: 2, byYou: true },
    review: {
      id: trackId(501),
      status: 'approved' as const,
      islamicComplianceScore: 8,
      audioQualityScore: 8,
      instrumentation: 'vocals_only' as const,
      notes: null,
      rejectionReason: null,
      reviewer: null,
      reviewedAt: '2026-11-23T10:00:00.000Z',
    },
    track: {
      id: trackId(1),
      status: 'qc' as const,
      requiresReview: true,
      rejectionReason: null,
      publishedAt: null,
    },
  };

  function renderTrack(approvals: ModerationTrack['approvals'], onDecided = vi.fn()) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ReviewForm track={reviewTrack(1, { approvals })} onDecided={onDecided} />
      </QueryClientProvider>,
    );
    return onDecided;
  }

  it('says how many have approved when the genre needs more than one', () => {
    serveReview();
    renderTrack({ given: 1, needed: 3, byYou: false });
    expect(screen.getByText('Approvals: 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Approve' })).toBeEnabled();
  });

  it('says nothing of approvals when one is enough', () => {
    serveReview();
    renderTrack({ given: 0, needed: 1, byYou: false });
    expect(screen.queryByText(/^Approvals:/)).not.toBeInTheDocument();
  });

  it('keeps Approve from a reviewer who approved already, saying why; the others stay', () => {
    serveReview();
    renderTrack({ given: 1, needed: 2, byYou: true });
    const approve = screen.getByRole('radio', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'You approved this. Another reviewer must approve it.',
    );
    expect(screen.getByRole('radio', { name: 'Reject' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Needs revision' })).toBeEnabled();
  });

  it("keeps the track on screen after an approval that waits for more, with the server's word", async () => {
    serveApi(
      route('POST', '/moderation/tracks/:id/reviews', reviewResult, () =>
        withStatus(201, reviewResult, waitingForMore),
      ),
    );
    const onDecided = renderTrack({ given: 0, needed: 2, byYou: false });
    await userEvent.click(screen.getByRole('radio', { name: 'Vocals only' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(reviewRecordMessages.approvalRecorded),
    );
    expect(toast.success).not.toHaveBeenCalledWith('Review submitted');
    expect(onDecided).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Approve' })).not.toBeChecked();
  });
});

describe('the texts of the spec', () => {
  it('are the same in the interface as in the contracts, in English and in Arabic', () => {
    const pairs = [
      [en.moderation.accessDenied, ar.moderation.accessDenied, moderationMessages.accessDenied],
      [
        en.moderation.reviewSubmitted,
        ar.moderation.reviewSubmitted,
        moderationMessages.reviewSubmitted,
      ],
      [en.moderation.allCaughtUp, ar.moderation.allCaughtUp, moderationMessages.allCaughtUp],
      [en.moderation.loadFailed, ar.moderation.loadFailed, moderationMessages.loadFailed],
    ];
    for (const [english, arabic, contract] of pairs) {
      expect(english).toBe(contract);
      expect(arabic).toBe(localizeMessage(contract ?? '', 'ar'));
    }
  });
});
