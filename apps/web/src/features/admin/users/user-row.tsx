import type { AdminUser } from '@sada/contracts/admin';
import { clsx } from 'clsx';
import { Ban, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useFormat } from '../../../lib/i18n/format';
import { RoleControl } from './role-control';
import { SuspendDialog } from './suspend-dialog';
import { ArtistControls, LabelVerificationControl } from './verification-controls';

function Badge({ tone, children }: { tone: 'muted' | 'danger' | 'gold'; children: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        tone === 'danger' && 'bg-destructive/10 text-destructive',
        tone === 'gold' && 'bg-gold/15 text-gold-text',
        tone === 'muted' && 'bg-muted text-muted-foreground',
      )}
    >
      {children}
    </span>
  );
}

interface UserRowProps {
  user: AdminUser;
  isSelf: boolean;
}

/** One account: who it is, its role, verification, artist profile and suspension. */
export function UserRow({ user, isSelf }: UserRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const headingId = `admin-user-${user.id}`;

  return (
    <li
      aria-labelledby={headingId}
      className={clsx(
        'rounded-2xl border bg-card p-4 sm:p-5',
        user.suspended ? 'border-destructive/40' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start gap-4">
        <UserAvatar name={user.displayName} url={user.avatarUrl} className="size-11 text-base" />
        <div className="min-w-0 flex-1 basis-56 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="truncate font-semibold" dir="auto">
              {user.displayName}
            </h2>
            {isSelf ? <Badge tone="gold">{t('adminUsers.you')}</Badge> : null}
            {user.suspended ? <Badge tone="danger">{t('adminUsers.suspended')}</Badge> : null}
            {user.emailVerified ? null : (
              <Badge tone="muted">{t('adminUsers.emailUnverified')}</Badge>
            )}
          </div>
          <p className="truncate text-sm text-muted-foreground">
            {user.username ? (
              <>
                <span dir="ltr">@{user.username}</span>
                <span aria-hidden> {format.separator} </span>
              </>
            ) : null}
            <span dir="ltr">{user.email}</span>
          </p>
          <p className="text-xs text-muted-foreground">
            {t('adminUsers.joined', { date: format.date(user.createdAt, { dateStyle: 'medium' }) })}
            <span aria-hidden> {format.separator} </span>
            {user.lastActiveAt
              ? t('adminUsers.lastActive', { when: format.relativeTime(user.lastActiveAt) })
              : t('adminUsers.neverActive')}
            {user.suspendedAt ? (
              <>
                <span aria-hidden> {format.separator} </span>
                {t('adminUsers.suspendedOn', {
                  date: format.date(user.suspendedAt, { dateStyle: 'medium' }),
                })}
              </>
            ) : null}
          </p>
        </div>
        <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
          <RoleControl user={user} isSelf={isSelf} />
          {isSelf ? null : (
            <Button
              variant={user.suspended ? 'outline' : 'ghost'}
              size="sm"
              className={user.suspended ? undefined : 'text-destructive hover:bg-destructive/10'}
              onClick={() => setConfirming(true)}
              aria-label={
                user.suspended
                  ? t('adminUsers.suspension.restoreNamed', { name: user.displayName })
                  : t('adminUsers.suspension.suspendNamed', { name: user.displayName })
              }
            >
              {user.suspended ? <RotateCcw aria-hidden /> : <Ban aria-hidden />}
              {user.suspended
                ? t('adminUsers.suspension.restore')
                : t('adminUsers.suspension.suspend')}
            </Button>
          )}
        </div>
      </div>
      {user.role === 'label' || user.artist ? (
        <div className="mt-4 space-y-4 border-t border-border pt-4">
          {user.role === 'label' ? <LabelVerificationControl user={user} /> : null}
          {user.artist ? (
            <ArtistControls key={user.artist.labelId ?? 'none'} artist={user.artist} />
          ) : null}
        </div>
      ) : null}
      {confirming ? <SuspendDialog user={user} onOpenChange={setConfirming} /> : null}
    </li>
  );
}
