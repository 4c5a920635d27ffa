import type { Notification } from '@sada/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { i18n, loadLanguage } from '../../lib/i18n/i18n';
import { notificationText } from './notification-text';

const base: Notification = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'general',
  title: 'Welcome to Sada',
  message: 'As-salaam alaikum!',
  link: null,
  data: {},
  read: false,
  createdAt: '2026-11-23T10:00:00.000Z',
};

const t = i18n.getFixedT('en');
const ar = i18n.getFixedT('ar');

// Arabic is not in the main bundle: it is loaded when a reader first chooses it.
beforeAll(() => loadLanguage('ar'));

afterAll(() => {
  void i18n.changeLanguage('en');
});

describe('notificationText', () => {
  it("shows a general notification's own title and message", () => {
    expect(notificationText(t, base)).toEqual({
      title: 'Welcome to Sada',
      message: 'As-salaam alaikum!',
    });
  });

  it.each([
    [
      'track_approved',
      { trackTitle: 'Dawn' },
      'Your track is live',
      '"Dawn" was approved and is now live.',
    ],
    [
      'track_rejected',
      { trackTitle: 'Dawn', reason: 'Poor audio' },
      'Track not approved',
      '"Dawn" was not approved. Reason: Poor audio',
    ],
    [
      'track_needs_revision',
      { trackTitle: 'Dawn' },
      'Changes requested',
      '"Dawn" needs changes before it can go live.',
    ],
    [
      'track_needs_revision',
      { trackTitle: 'Dawn', notes: 'Trim the end' },
      'Changes requested',
      '"Dawn" needs changes before it can go live. Notes: Trim the end',
    ],
    [
      'track_approved',
      { trackTitle: 'Dawn', edit: 'true' },
      'Your changes are live',
      'Your changes to "Dawn" were approved and are now live.',
    ],
    [
      'track_rejected',
      { trackTitle: 'Dawn', reason: 'Misquoted', edit: 'true' },
      'Changes not approved',
      'Your changes to "Dawn" were not approved; listeners still see the approved version. Reason: Misquoted',
    ],
    [
      'track_needs_revision',
      { trackTitle: 'Dawn', notes: 'Cite it', edit: 'true' },
      'Changes requested',
      'Your changes to "Dawn" need more work before they can go live. Notes: Cite it',
    ],
    [
      'new_release',
      { artistName: 'Nur', trackTitle: 'Dawn' },
      'New release',
      'Nur released "Dawn".',
    ],
    [
      'new_episode',
      { seriesTitle: 'Seerah', trackTitle: 'Lesson 2' },
      'New episode',
      'New episode of Seerah: "Lesson 2".',
    ],
    [
      'series_approved',
      { seriesTitle: 'Seerah' },
      'Your series is live',
      '"Seerah" was approved: listeners can find it now.',
    ],
    [
      'series_approved',
      { seriesTitle: 'Seerah', edit: 'true' },
      'Your changes are live',
      'Your changes to "Seerah" were approved and are now live.',
    ],
    [
      'series_rejected',
      { seriesTitle: 'Seerah', reason: 'Misleading title' },
      'Series not approved',
      '"Seerah" was not approved. Reason: Misleading title',
    ],
    [
      'new_follower',
      { followerName: 'Amina', artistName: 'Nur' },
      'New follower',
      'Amina now follows Nur.',
    ],
    [
      'playlist_track_added',
      { userName: 'Yusuf', trackTitle: 'Dawn', playlistName: 'Road trip' },
      'Track added to your playlist',
      'Yusuf added "Dawn" to Road trip.',
    ],
  ] as const)('words %s from its data', (kind, data, title, message) => {
    expect(notificationText(t, { ...base, kind, data })).toEqual({ title, message });
  });

  it('words it in Arabic for an Arabic reader', () => {
    const follow = { ...base, kind: 'new_follower' as const };
    expect(
      notificationText(ar, { ...follow, data: { followerName: 'أمينة', artistName: 'نور' } }),
    ).toEqual({ title: 'متابع جديد', message: 'بدأ أمينة متابعة نور.' });
  });

  it("falls back to the server's wording when a name is missing", () => {
    const partial = { ...base, kind: 'new_release' as const, data: { artistName: 'Nur' } };
    expect(notificationText(ar, partial)).toEqual({
      title: 'Welcome to Sada',
      message: 'As-salaam alaikum!',
    });
  });
});
