import {
  type ButtonHTMLAttributes,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';

import type * as DropdownMenuModule from './dropdown-menu';

interface Loaded<P> {
  menu: typeof DropdownMenuModule;
  Content: ComponentType<P>;
  /** Whether a press came before the menu loaded: it then opens at once. */
  open: boolean;
}

export interface DeferredDropdownMenuProps<P extends object> {
  /** The trigger button's attributes (an aria-label, classes), before and after loading. */
  trigger: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'>;
  /** What the trigger shows: an icon, an avatar. */
  children: ReactNode;
  /** The menu's content (a DropdownMenuContent), loaded on first interest. */
  loadContent: () => Promise<ComponentType<P>>;
  contentProps: P;
}

const openKeys = new Set(['ArrowDown', 'ArrowUp']);

/**
 * A dropdown menu whose machinery (Radix, positioning, focus handling) and content load when the
 * reader first points at, focuses or presses its trigger, rather than with the page that shows
 * it. Until then a plain button of the same look stands in; a press on it opens the menu as soon
 * as it has loaded, and focus on it moves to the real trigger.
 */
export function DeferredDropdownMenu<P extends object>({
  trigger,
  children,
  loadContent,
  contentProps,
}: DeferredDropdownMenuProps<P>) {
  const [loaded, setLoaded] = useState<Loaded<P> | null>(null);
  const loading = useRef(false);
  const openWhenLoaded = useRef(false);
  const focused = useRef(false);
  const wrapper = useRef<HTMLSpanElement>(null);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    Promise.all([import('./dropdown-menu'), loadContent()]).then(
      ([menu, Content]) => setLoaded({ menu, Content, open: openWhenLoaded.current }),
      () => {
        // Offline, say: the next press tries again.
        loading.current = false;
      },
    );
  };

  useEffect(() => {
    // An open menu takes focus itself, and gives it back to its trigger when it closes.
    if (loaded && focused.current && !loaded.open) {
      wrapper.current?.querySelector('button')?.focus();
    }
  }, [loaded]);

  if (loaded) {
    const { DropdownMenu, DropdownMenuTrigger } = loaded.menu;
    const { Content } = loaded;
    return (
      <span ref={wrapper} className="contents">
        <DropdownMenu defaultOpen={loaded.open}>
          <DropdownMenuTrigger {...trigger}>{children}</DropdownMenuTrigger>
          <Content {...contentProps} />
        </DropdownMenu>
      </span>
    );
  }

  const press = () => {
    openWhenLoaded.current = true;
    load();
  };
  return (
    <span ref={wrapper} className="contents">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        {...trigger}
        onPointerEnter={load}
        onFocus={() => {
          focused.current = true;
          load();
        }}
        onBlur={() => {
          focused.current = false;
        }}
        // On the press rather than the click alone: the click may land on the loaded trigger.
        onPointerDown={press}
        onClick={press}
        onKeyDown={(event: KeyboardEvent) => {
          if (!openKeys.has(event.key)) return;
          event.preventDefault();
          press();
        }}
      >
        {children}
      </button>
    </span>
  );
}
