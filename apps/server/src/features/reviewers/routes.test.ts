// Reviewers' public profiles: kept by moderators, verified by an admin before any record or page
// names them, refused when they would pass for someone else.
import type {
  AdminReviewerList,
  MyReviewerProfile,
  PublicReviewerProfile,
} from '@sada/contracts/review-record';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let listener: TestUser;
let artist: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, listener, artist] = await Promise.all([
    createUser(t, { role: 'admin' }),
    createUser(t),
    createUser(t, { role: 'artist' }),
  ]);
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);

/** A moderator with a verified public profile named `publicName`. */
async function verifiedReviewer(publicName = `Ustadha ${unique()}`) {
  const reviewer = await createUser(t, { role: 'label' });
  const saved = await save(reviewer, {
    publicName,
    organisation: 'Masjid Review Circle',
    credentials: 'Ijazah in Hafs',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await verify(reviewer.id, true)).statusCode).toBe(200);
  return reviewer;
}

const save = (as: TestUser | null, payload: object) =>
  call(t, 'PUT', '/api/me/reviewer-profile', { as, payload });
const verify = (userId: string, verified: boolean, as: TestUser | null = admin) =>
  call(t, 'PUT', `/api/admin/reviewers/${userId}/verification`, { as, payload: { verified } });

describe('a reviewer’s own profile', () => {
  it('is kept, unverified until an admin verifies it, and public only then', async () => {
    const reviewer = await createUser(t, { role: 'label' });
    const empty = await call(t, 'GET', '/api/me/reviewer-profile', { as: reviewer });
    expect(empty.json<MyReviewerProfile>()).toEqual({ profile: null });

    const saved = await save(reviewer, {
      publicName: '  Ustadha Maryam  ',
      organisation: 'Masjid Review Circle',
      credentials: 'Ijazah in Hafs\nTen years of teaching',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MyReviewerProfile>().profile).toEqual({
      publicName: 'Ustadha Maryam',
      organisation: 'Masjid Review Circle',
      credentials: 'Ijazah in Hafs\nTen years of teaching',
      verifiedAt: null,
    });
    expect((await call(t, 'GET', `/api/reviewers/${reviewer.id}`)).statusCode).toBe(404);

    expect((await verify(reviewer.id, true)).statusCode).toBe(200);
    const shown = await call(t, 'GET', `/api/reviewers/${reviewer.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<PublicReviewerProfile>()).toMatchObject({
      id: reviewer.id,
      publicName: 'Ustadha Maryam',
      organisation: 'Masjid Review Circle',
      reviewedTracks: 0,
    });
    expect(shown.body).not.toContain('@');
  });

  it('keeps its verification when saved unchanged, and loses it when changed', async () => {
    const name = `Ustadh ${unique()}`;
    const reviewer = await verifiedReviewer(name);
    const unchanged = await save(reviewer, {
      publicName: name,
      organisation: 'Masjid Review Circle',
      credentials: 'Ijazah in Hafs',
    });
    expect(unchanged.json<MyReviewerProfile>().profile?.verifiedAt).not.toBeNull();
    const changed = await save(reviewer, {
      publicName: name,
      organisation: 'Another Circle',
      credentials: null,
    });
    expect(changed.json<MyReviewerProfile>().profile).toMatchObject({
      organisation: 'Another Circle',
      credentials: null,
      verifiedAt: null,
    });
    expect((await call(t, 'GET', `/api/reviewers/${reviewer.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['the team’s name', () => 'sada  Review TEAM'],
    [
      'another verified reviewer’s name',
      async () => {
        const name = `Shaykh ${unique()}`;
        await verifiedReviewer(name);
        return `  ${name.toUpperCase()} `;
      },
    ],
  ])('refuses %s and keeps what was there', async (_, nameOf) => {
    const publicName = await nameOf();
    const otherReviewer = await createUser(t, { role: 'admin' });
    const before = await call(t, 'GET', '/api/me/reviewer-profile', { as: otherReviewer });
    const response = await save(otherReviewer, {
      publicName,
      organisation: null,
      credentials: null,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: {
        code: 'reviewer_name_taken',
        message: 'That name belongs to another reviewer or to Sada',
        fields: { publicName: 'That name belongs to another reviewer or to Sada' },
      },
    });
    const after = await call(t, 'GET', '/api/me/reviewer-profile', { as: otherReviewer });
    expect(after.json()).toEqual(before.json());
  });

  it.each([
    [
      { publicName: '', organisation: null, credentials: null },
      'Enter the name listeners will see on your reviews',
    ],
    [
      { publicName: 'x'.repeat(81), organisation: null, credentials: null },
      'The name can be at most 80 characters',
    ],
    [
      { publicName: 'Name', organisation: 'o'.repeat(121), credentials: null },
      'The organisation can be at most 120 characters',
    ],
    [
      { publicName: 'Name', organisation: null, credentials: 'c'.repeat(1001) },
      'The credentials can be at most 1000 characters',
    ],
    [{ publicName: 'Name', organisation: null, credentials: null, verifiedAt: '2020-01-01' }, ''],
  ])('refuses a bad profile with its message', async (payload, message) => {
    const otherReviewer = await createUser(t, { role: 'admin' });
    const response = await save(otherReviewer, payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('is for moderators only', async () => {
    const body = { publicName: 'Listener', organisation: null, credentials: null };
    expect((await save(listener, body)).statusCode).toBe(403);
    expect((await save(artist, body)).statusCode).toBe(403);
    expect((await save(null, body)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/me/reviewer-profile', { as: listener })).statusCode).toBe(
      403,
    );
  });
});

describe('the admin’s list of reviewers', () => {
  it('lists profiles awaiting verification first, and records each verification', async () => {
    const reviewer = await verifiedReviewer();
    const otherReviewer = await createUser(t, { role: 'admin' });
    await save(otherReviewer, {
      publicName: 'Awaiting One',
      organisation: null,
      credentials: null,
    });
    const list = await call(t, 'GET', '/api/admin/reviewers', { as: admin });
    expect(list.statusCode).toBe(200);
    const reviewers = list.json<AdminReviewerList>().reviewers;
    const awaiting = reviewers.findIndex((r) => r.userId === otherReviewer.id);
    const verified = reviewers.findIndex((r) => r.userId === reviewer.id);
    expect(reviewers[awaiting]).toMatchObject({ verifiedAt: null, publicName: 'Awaiting One' });
    expect(awaiting).toBeGreaterThanOrEqual(0);
    expect(awaiting).toBeLessThan(verified);
    expect(reviewers.slice(0, verified).every((r) => r.verifiedAt === null)).toBe(true);

    const withdrawn = await verify(reviewer.id, false);
    expect(
      withdrawn.json<AdminReviewerList>().reviewers.find((r) => r.userId === reviewer.id)
        ?.verifiedAt,
    ).toBeNull();
    const audit = await call(t, 'GET', '/api/admin/audit?action=reviewer.unverify', { as: admin });
    expect(audit.body).toContain(reviewer.id);
  });

  it('refuses others, unknown reviewers and bad bodies', async () => {
    const reviewer = await verifiedReviewer();
    expect((await verify(reviewer.id, true, reviewer)).statusCode).toBe(403);
    expect((await verify(reviewer.id, true, null)).statusCode).toBe(401);
    expect((await verify(listener.id, true)).statusCode).toBe(404);
    expect((await verify('not-a-user', true)).statusCode).toBe(400);
    const bad = await call(t, 'PUT', `/api/admin/reviewers/${reviewer.id}/verification`, {
      as: admin,
      payload: { verified: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/admin/reviewers', { as: reviewer })).statusCode).toBe(403);
  });

  it('answers a public profile that is not there with 404, and a bad id with 400', async () => {
    expect((await call(t, 'GET', `/api/reviewers/${listener.id}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/reviewers/nope')).statusCode).toBe(400);
  });
});
