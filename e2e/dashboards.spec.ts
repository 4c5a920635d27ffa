// Role dashboards and system health: the admin sees live figures that match the API, real health
// checks and its sidebar groups; the label sees the artists signed to it; /admin/system lists the
// four checks. No serious accessibility problems.
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

test('the admin sees live figures, a healthy platform and the admin sidebar groups', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  const figures = page.getByRole('region', { name: 'Platform figures' });
  await expect(figures.getByText(/active this month$/)).toBeVisible();
  const api = await (await page.request.get('/api/dashboard/admin')).json();
  const shown = (value: number) => value.toLocaleString('en-US');
  await expect(figures.getByText(`${shown(api.activeThisMonth)} active this month`)).toBeVisible();
  await expect(figures.getByText(`${shown(api.pendingReview)} pending review`)).toBeVisible();
  await expect(figures.getByText(`${shown(api.playlistsCreated)} playlists created`)).toBeVisible();
  expect(api.todayStreams).toBeGreaterThan(0);

  const health = page.getByRole('region', { name: 'Platform health' });
  await expect(health.getByRole('listitem')).toHaveText([
    /^Database/,
    /^File storage/,
    /^Job queue/,
    /^Audio tools \(ffmpeg\)/,
  ]);
  await expect(health.getByText('Healthy').first()).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
    'href',
    '/admin/analytics',
  );
  await expect(sidebar.getByRole('group', { name: 'Management' }).getByRole('link')).toHaveText([
    'User Management',
    'Content Management',
    'Content Moderation',
    'Reviewers',
  ]);
  await expect(sidebar.getByRole('group', { name: 'System' }).getByRole('link')).toHaveText([
    'System Health',
    'Database',
    'Settings',
    'Audit log',
  ]);

  await health.getByRole('link', { name: 'System details' }).click();
  await expect(page).toHaveURL('/admin/system');
});

test('the label sees the artists signed to it and their tracks in review', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'label');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Label Dashboard' })).toBeVisible();
  const roster = page.getByRole('region', { name: 'Your artists' });
  await expect(roster.getByRole('link', { name: 'Nur al-Huda Ensemble' })).toBeVisible();
  // The demo artist is not signed to the demo label, which reviews its uploads.
  await expect(roster.getByRole('link', { name: 'Bilal Rahman' })).toHaveCount(0);

  const reviews = page.getByRole('region', { name: 'Content review status' });
  await expect(
    reviews.getByTestId('label-review').filter({ hasText: 'Unreleased: Harbour Lights' }),
  ).toContainText('Pending');
  await expect(
    reviews.getByTestId('label-review').filter({ hasText: 'Unreleased: The Night Market' }),
  ).toContainText('Revision');

  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByRole('link', { name: 'Content Moderation' })).toHaveAttribute(
    'href',
    '/moderation',
  );
  await expect(sidebar.getByRole('link', { name: 'System Health' })).toHaveCount(0);
});

test('/admin/system lists the four checks, the job queues and the failed jobs', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'admin');
  await page.goto('/admin/system');
  await expect(page.getByRole('heading', { name: 'System Health', level: 1 })).toBeVisible();
  await expect(page.getByTestId('health-check')).toHaveText([
    /^DatabaseHealthy/,
    /^File storageHealthy/,
    /^Job queueHealthy/,
    /^Audio tools \(ffmpeg\)Healthy/,
  ]);
  await expect(
    page.getByTestId('queue-depth').filter({ hasText: 'audio-processing' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Failed jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('health-check')).toHaveCount(4);
});

test('the dashboards and the system page have no serious accessibility violations', async ({
  page,
  signIn,
}) => {
  // axe checks every element's contrast; with software rendering on two cores that takes a while.
  test.slow();
  await signIn(page, 'admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Platform health' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/admin/system');
  await expect(page.getByTestId('health-check')).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);

  await page.context().clearCookies();
  await signIn(page, 'label');
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your artists' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
