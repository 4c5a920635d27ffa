import { useTranslation } from 'react-i18next';

import { DeferredDropdownMenu } from '../components/ui/deferred-dropdown-menu';
import { UserAvatar } from '../components/ui/user-avatar';
import { displayNameOf, type SessionUser } from '../lib/session/session-user';

interface UserMenuProps {
  user: SessionUser;
}

const loadContent = () => import('./user-menu-content').then((module) => module.UserMenuContent);

/** The signed-in user's menu (user-menu-content.tsx), behind their avatar. */
export function UserMenu({ user }: UserMenuProps) {
  const { t } = useTranslation();
  const name = displayNameOf(user);

  return (
    <DeferredDropdownMenu
      trigger={{
        'aria-label': t('userMenu.label', { name }),
        className: 'flex size-10 items-center justify-center rounded-full',
      }}
      loadContent={loadContent}
      contentProps={{ user }}
    >
      <UserAvatar name={name} url={user.avatarUrl} />
    </DeferredDropdownMenu>
  );
}
