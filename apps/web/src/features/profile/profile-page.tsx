import type { MyProfile } from '@sada/contracts/profile';
import { useQuery } from '@tanstack/react-query';
import { Eye, Heart, ListMusic, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { myProfileQueryOptions } from '../../components/profile/api/profile';
import { ProfileFacts } from '../../components/profile/profile-facts';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoader } from '../../components/ui/page-loader';
import { SignInRequired } from '../../components/ui/sign-in-required';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadError } from '../../components/ui/state-message';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useFormat } from '../../lib/i18n/format';
import { useSession } from '../../lib/session/use-session';
import { ProfileEditor } from './profile-editor';

/** The signed-in person's profile: avatar, details, stats, and an edit mode. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();

  if (isPending) return <PageLoader />;
  if (!user) {
    return (
      <>
        <PageHeader title={t('pages.profile')} />
        <SignInRequired message={t('profile.signedOut')} />
      </>
    );
  }
  return <OwnProfile />;
}

function OwnProfile() {
  const { t } = useTranslation();
  const query = useQuery(myProfileQueryOptions);
  const [editing, setEditing] = useState(false);

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-4xl" aria-busy="true" aria-label={t('app.loading')}>
        <div className="flex items-center gap-6">
          <Skeleton className="size-28 rounded-full sm:size-36" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-10 w-64" />
            <Skeleton className="h-4 w-40" />
          </div>
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeader title={t('pages.profile')} />
        <LoadError
          message={t('profile.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      </div>
    );
  }

  const profile = query.data;
  return (
    <div className="mx-auto max-w-4xl">
      {editing ? (
        <ProfileEditor profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <ProfileView profile={profile} onEdit={() => setEditing(true)} />
      )}
      <ProfileStats profile={profile} />
    </div>
  );
}

function ProfileView({ profile, onEdit }: { profile: MyProfile; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="profile-name"
      className="relative overflow-hidden rounded-3xl border border-border bg-card p-6 sm:p-8"
    >
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 h-24 bg-gradient-to-br from-primary to-hero-to opacity-90"
      />
      <div className="relative flex flex-col gap-6 pt-8 sm:flex-row sm:items-end">
        <UserAvatar
          name={profile.displayName}
          url={profile.avatarUrl}
          className="size-28 text-3xl ring-4 ring-card sm:size-36 sm:text-4xl"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-gold-text">{t(`roles.${profile.role}`)}</p>
          <h1
            id="profile-name"
            className="font-display text-3xl font-semibold tracking-tight break-words sm:text-4xl"
          >
            {profile.displayName}
          </h1>
          {profile.username ? (
            <p className="text-muted-foreground" dir="ltr">
              @{profile.username}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button onClick={onEdit}>
            <Pencil aria-hidden />
            {t('profile.edit')}
          </Button>
          <ButtonLink variant="outline" to={`/user/${profile.id}`}>
            <Eye aria-hidden />
            {t('profile.viewPublic')}
          </ButtonLink>
        </div>
      </div>
      <div className="relative mt-6 space-y-3">
        {profile.bio ? (
          <p className="max-w-2xl whitespace-pre-line" data-testid="profile-bio">
            {profile.bio}
          </p>
        ) : (
          <p className="text-muted-foreground">{t('profile.noBio')}</p>
        )}
        <ProfileFacts location={profile.location} memberSince={profile.createdAt} />
      </div>
    </section>
  );
}

function ProfileStats({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const stats = [
    {
      to: '/liked',
      icon: Heart,
      label: t('profile.stats.likedSongs'),
      value: profile.stats.likedSongs,
      testId: 'stat-liked',
    },
    {
      to: '/library?tab=playlists',
      icon: ListMusic,
      label: t('profile.stats.playlists'),
      value: profile.stats.playlists,
      testId: 'stat-playlists',
    },
  ];
  return (
    <section aria-label={t('profile.stats.label')} className="mt-6 grid gap-4 sm:grid-cols-2">
      {stats.map(({ to, icon: Icon, label, value, testId }) => (
        <Link
          key={to}
          to={to}
          className="group flex items-center gap-4 rounded-3xl border border-border bg-card p-5 transition-colors hover:border-primary/40 hover:bg-muted/40 focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
        >
          <span className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <Icon aria-hidden className="size-6" />
          </span>
          <span>
            <span className="block font-display text-3xl font-semibold" data-testid={testId}>
              {format.number(value)}
            </span>
            <span className="text-sm text-muted-foreground">{label}</span>
          </span>
        </Link>
      ))}
    </section>
  );
}
