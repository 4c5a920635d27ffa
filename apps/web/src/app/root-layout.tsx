import { ScrollRestoration } from 'react-router';

import { PlayerRoot } from '../player/ui/player-root';
import { RouteGuard } from './guards/route-guard';
import { ListeningRuleRoot } from './listening-rule/listening-rule-root';
import { NavigationProgress } from './shell/navigation-progress';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <RouteGuard />
      <PlayerRoot />
      <ListeningRuleRoot />
      <ScrollRestoration />
    </>
  );
}
