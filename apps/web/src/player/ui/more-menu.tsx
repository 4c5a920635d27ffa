import { Ellipsis, Gauge, Link2, Moon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { playerStore, selectCurrentItem } from '../state/player-store';
import { useCopyTrackLink } from './copy-track-link';
import { IconButton } from './player-controls';
import { SleepTimerItems } from './sleep-timer-menu';
import { SpeedItems } from './speed-menu';

/** Copies a link to the current track at the moment playing. */
export function CopyLinkButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const copyLink = useCopyTrackLink();
  const handleCopy = () => {
    const state = playerStore.getState();
    const track = selectCurrentItem(state)?.track;
    if (track) void copyLink(track.id, state.player.currentTime);
  };
  return (
    <IconButton label={t('follow.link.copy')} onClick={handleCopy} className={className}>
      <Link2 aria-hidden />
    </IconButton>
  );
}

/** The player's other actions: speed, sleep timer, and a link to this moment of the track. */
export function PlayerMoreMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const copyLink = useCopyTrackLink();
  const handleCopy = () => {
    const state = playerStore.getState();
    const track = selectCurrentItem(state)?.track;
    if (track) void copyLink(track.id, state.player.currentTime);
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={t('follow.more')} className={className}>
          <Ellipsis aria-hidden />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" className="w-60">
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <Gauge aria-hidden />
            {t('follow.speed.label')}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent className="w-52">
            <SpeedItems />
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <Moon aria-hidden />
            {t('follow.sleep.label')}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent className="w-56">
            <SleepTimerItems />
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuItem onSelect={handleCopy}>
          <Link2 aria-hidden />
          {t('follow.link.copy')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
