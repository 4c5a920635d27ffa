// The admin area (linked from the admin dashboard). Admins only, by the route guard.

export { AdminAnalyticsPage } from './analytics/analytics-page';

export { AdminUsersPage } from './users/admin-users-page';

export { AdminContentPage } from './content/content-page';

export { AdminSystemPage } from './system/system-page';

export { AdminDatabasePage } from './database/database-page';

export { AdminSettingsPage } from './settings/admin-settings-page';

export { AdminAuditPage } from './audit/admin-audit-page';

export { AdminReviewersPage } from './reviewers/admin-reviewers-page';
