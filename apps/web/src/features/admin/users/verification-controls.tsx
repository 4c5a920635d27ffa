import type { AdminArtist, AdminUser } from '@sada/contracts/admin';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Mic2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import {
  labelAccountsQueryOptions,
  useArtistVerification,
  useAssignLabel,
  useLabelVerification,
} from './api';

function useFailureToast() {
  const { t, i18n } = useTranslation();
  return (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    toast.error(t('adminUsers.actionFailed'), {
      description: localizeMessage(message, i18n.language),
    });
  };
}

/** A label account: whether an admin has verified it (it may moderate only then). */
export function LabelVerificationControl({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const verification = useLabelVerification();
  const fail = useFailureToast();

  const handleToggle = () => {
    const verified = !user.labelVerified;
    verification.mutate(
      { userId: user.id, verified },
      {
        onSuccess: () =>
          toast.success(
            verified
              ? t('adminUsers.label.verifiedToast', { name: user.displayName })
              : t('adminUsers.label.unverifiedToast', { name: user.displayName }),
          ),
        onError: fail,
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="me-auto text-sm">
        {user.labelVerified ? t('adminUsers.label.verified') : t('adminUsers.label.unverified')}
      </p>
      <Button
        size="sm"
        variant={user.labelVerified ? 'outline' : 'primary'}
        loading={verification.isPending}
        onClick={handleToggle}
        aria-label={
          user.labelVerified
            ? t('adminUsers.label.unverifyNamed', { name: user.displayName })
            : t('adminUsers.label.verifyNamed', { name: user.displayName })
        }
      >
        {user.labelVerified ? t('adminUsers.label.unverify') : t('adminUsers.label.verify')}
      </Button>
    </div>
  );
}

/** The artist profile an account owns: the 'Verified Artist' badge and the label it is signed to. */
export function ArtistControls({ artist }: { artist: AdminArtist }) {
  const { t } = useTranslation();
  const selectId = useId();
  const verification = useArtistVerification();
  const assign = useAssignLabel();
  const labels = useQuery(labelAccountsQueryOptions());
  const [chosen, setChosen] = useState(artist.labelId ?? '');
  const fail = useFailureToast();
  const options = labels.data ?? [];
  const current = artist.labelId;
  const listed = current === null || options.some((label) => label.id === current);

  const handleVerify = () => {
    const verified = !artist.verified;
    verification.mutate(
      { artistId: artist.id, verified },
      {
        onSuccess: () =>
          toast.success(
            verified
              ? t('adminUsers.artist.verifiedToast', { name: artist.name })
              : t('adminUsers.artist.unverifiedToast', { name: artist.name }),
          ),
        onError: fail,
      },
    );
  };

  const handleAssign = () => {
    const labelId = chosen || null;
    const label = options.find((option) => option.id === labelId)?.name ?? '';
    // The promise, not mutate()'s callbacks: these controls start afresh (their key) once the
    // list shows the new label, which can be before the save settles, and would drop them.
    assign
      .mutateAsync({ artistId: artist.id, labelId })
      .then(
        () =>
          toast.success(
            labelId
              ? t('adminUsers.artist.signedToast', { name: artist.name, label })
              : t('adminUsers.artist.unsignedToast', { name: artist.name }),
          ),
        fail,
      );
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <p className="me-auto flex min-w-0 items-center gap-2 text-sm">
          <Mic2 aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate" dir="auto">
            {t('adminUsers.artist.profile', { name: artist.name })}
          </span>
          {artist.verified ? (
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-primary">
              <BadgeCheck aria-hidden className="size-4" />
              {t('adminUsers.artist.badge')}
            </span>
          ) : null}
        </p>
        <Button
          size="sm"
          variant={artist.verified ? 'outline' : 'primary'}
          loading={verification.isPending}
          onClick={handleVerify}
          aria-label={
            artist.verified
              ? t('adminUsers.artist.unverifyNamed', { name: artist.name })
              : t('adminUsers.artist.verifyNamed', { name: artist.name })
          }
        >
          {artist.verified ? t('adminUsers.artist.unverify') : t('adminUsers.artist.verify')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 space-y-1 sm:max-w-xs">
          <label htmlFor={selectId} className="block text-xs font-semibold text-muted-foreground">
            {t('adminUsers.artist.labelSelect', { name: artist.name })}
          </label>
          <NativeSelect
            id={selectId}
            value={chosen}
            disabled={assign.isPending || labels.isPending}
            onChange={(event) => setChosen(event.target.value)}
            className="h-10"
          >
            <option value="">{t('adminUsers.artist.noLabel')}</option>
            {!listed && current ? (
              <option value={current}>{artist.labelName ?? current}</option>
            ) : null}
            {options.map((label) => (
              <option key={label.id} value={label.id}>
                {label.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={chosen === (current ?? '')}
          loading={assign.isPending}
          onClick={handleAssign}
        >
          {t('adminUsers.artist.saveLabel')}
        </Button>
      </div>
      {labels.isError ? (
        <p role="alert" className="text-xs text-destructive">
          {t('adminUsers.artist.labelsError')}
        </p>
      ) : null}
    </div>
  );
}
