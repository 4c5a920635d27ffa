import { Languages, LogOut, Settings, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from '../components/ui/dropdown-menu';
import { displayNameOf, type SessionUser } from '../lib/session/session-user';
import { useSignOut } from '../lib/session/use-sign-out';
import { CurrentLanguageName } from './language-menu';
import { LanguageRadioGroup } from './language-menu-content';
import { ListeningRuleMenuItem } from './listening-rule/listening-rule-menu-item';

/** Profile, Settings, what they hear, the interface language and Sign out for a signed-in user. */
export function UserMenuContent({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = displayNameOf(user);

  return (
    <DropdownMenuContent className="w-60">
      <DropdownMenuLabel className="font-normal">
        <span
          dir="auto"
          className="block truncate text-sm font-semibold text-foreground text-interface-start"
        >
          {name}
        </span>
        <span dir="ltr" className="block truncate text-xs text-interface-start">
          {user.email}
        </span>
        <span className="mt-1.5 inline-block rounded-full bg-gold/15 px-2 py-0.5 text-[0.7rem] font-semibold text-gold-text">
          {t(`roles.${user.role}`)}
        </span>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => void navigate('/profile')}>
        <UserRound aria-hidden />
        {t('userMenu.profile')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => void navigate('/settings')}>
        <Settings aria-hidden />
        {t('userMenu.settings')}
      </DropdownMenuItem>
      <ListeningRuleMenuItem />
      <DropdownMenuSub>
        <DropdownMenuSubTrigger>
          <Languages aria-hidden />
          <span className="flex-1">{t('language.label')}</span>{' '}
          <CurrentLanguageName className="text-xs text-muted-foreground" />
        </DropdownMenuSubTrigger>
        <DropdownMenuSubContent className="w-44">
          <LanguageRadioGroup />
        </DropdownMenuSubContent>
      </DropdownMenuSub>
      <DropdownMenuSeparator />
      <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
        <LogOut aria-hidden />
        {t('userMenu.signOut')}
      </DropdownMenuItem>
    </DropdownMenuContent>
  );
}
