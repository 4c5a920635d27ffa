import { ScrollRestoration } from 'react-router';

import { RouteGuard } from './guards/route-guard';
import { NavigationProgress } from './shell/navigation-progress';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <RouteGuard />
      <ScrollRestoration />
    </>
  );
}
