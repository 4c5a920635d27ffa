import { ScrollRestoration } from 'react-router';

import { PlayerRoot } from '../player/ui/player-root';
import { RouteGuard } from './guards/route-guard';
import { NavigationProgress } from './shell/navigation-progress';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <RouteGuard />
      <PlayerRoot />
      <ScrollRestoration />
    </>
  );
}
