import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from '../../components/ui/dropdown-menu';

export interface SiteLink {
  to: string;
  labelKey:
    | 'site.browse'
    | 'site.upload'
    | 'site.moderation'
    | 'site.discover'
    | 'site.forArtists'
    | 'site.premium';
}

/** The site header's links below the lg breakpoint, with Log In and Sign Up when signed out. */
export function SiteMenuContent({ links, signedIn }: { links: SiteLink[]; signedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DropdownMenuContent className="w-56">
      {links.map((link) => (
        <DropdownMenuItem key={link.to} onSelect={() => void navigate(link.to)}>
          {t(link.labelKey)}
        </DropdownMenuItem>
      ))}
      {signedIn ? null : (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void navigate('/auth')}>
            {t('site.logIn')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate('/auth?tab=signup')}>
            {t('site.signUp')}
          </DropdownMenuItem>
        </>
      )}
    </DropdownMenuContent>
  );
}
