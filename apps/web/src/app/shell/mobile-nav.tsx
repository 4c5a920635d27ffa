import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Logo } from '../../components/ui/logo';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '../../components/ui/sheet';
import { SidebarNav } from './sidebar-nav';

interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sidebar as a drawer on narrow screens. */
export function MobileNav({ open, onOpenChange }: MobileNavProps) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetTitle className="sr-only">{t('nav.mainNavigation')}</SheetTitle>
        <div className="flex h-16 items-center justify-between ps-5 pe-3">
          <Link to="/home" onClick={close} className="rounded-lg" aria-label={t('app.homeLink')}>
            <Logo />
          </Link>
          <SheetClose
            aria-label={t('nav.closeMenu')}
            className="flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden className="size-5" />
          </SheetClose>
        </div>
        <nav aria-label={t('nav.mainNavigation')} className="flex min-h-0 flex-1 flex-col pt-2">
          <SidebarNav onNavigate={close} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
