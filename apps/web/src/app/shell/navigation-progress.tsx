import { useNavigation } from 'react-router';

/** A thin bar at the top while the router loads the next page's module. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      aria-hidden
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/15 rtl:-scale-x-100"
    >
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}
