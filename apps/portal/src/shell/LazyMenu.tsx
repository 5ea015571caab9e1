import type { Menu as MenuParts, MenuContentProps } from '@meridian/ui';
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { afterFirstView } from '../shared/afterFirstView';

/** `Menu` of `@meridian/ui` (the Radix dropdown menu) with its parts: `Menu.Item`, `Menu.Separator`… */
export type Menu = typeof MenuParts;

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

let loaded: Menu | undefined;
let loading: Promise<Menu> | undefined;

/**
 * Loads the menu's code (Radix's menu, popper, layers, focus and scroll locks, floating-ui: about
 * 28 KB gzipped) once, for every menu of the frame; a failed load is tried again next time.
 */
export function loadMenu(): Promise<Menu> {
  loading ??= import('./menu').then(
    (m) => (loaded = m.Menu),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** How the user opened the menu from the first-paint button. */
type Opening = 'pointer' | 'keyboard';

export interface LazyMenuProps extends Pick<MenuContentProps, 'align'> {
  /** The button that opens the menu, shown at first paint (e.g. `<IconButton aria-label="…" />`). */
  trigger: ReactElement<TriggerProps>;
  /** The menu's items, drawn with the loaded parts (`(Menu) => <Menu.Item …>`). */
  children(Menu: Menu): ReactNode;
}

/** Fetches the menu's code ahead of need, so that a press opens the menu at once. */
function prefetch() {
  loadMenu().catch(() => undefined); // a press tries again
}

interface Opened {
  Menu: Menu;
  /** How the user opened the menu from the first-paint button; none if the code was there first. */
  opening: Opening | undefined;
}

/**
 * A menu of the frame whose code is not part of the first load. Until the user first opens it, its
 * trigger is the button it is given, as is (same name and look, `aria-haspopup="menu"`), and the
 * code is fetched a few seconds after the first view (when the browser is idle) or when the pointer or focus reaches the button. A press
 * (pointer, Enter, Space or ArrowDown, as Radix's trigger answers) puts the Radix menu in its place,
 * open, with focus inside it (on the first item from the keyboard, as Radix does); from then on it
 * is Radix's menu. A menu that mounts once the code is there is Radix's menu from the start.
 */
export function LazyMenu({ trigger, align, children }: LazyMenuProps) {
  const [opened, setOpened] = useState<Opened | undefined>(() =>
    loaded ? { Menu: loaded, opening: undefined } : undefined,
  );
  useEffect(() => (opened ? undefined : afterFirstView(prefetch)), [opened]);

  if (opened) {
    return (
      <LoadedMenu {...opened} trigger={trigger} align={align}>
        {children}
      </LoadedMenu>
    );
  }

  const props = trigger.props;
  const open = (opening: Opening) => {
    loadMenu().then(
      (Menu) => setOpened((current) => current ?? { Menu, opening }),
      () => undefined, // offline: the button stays, and the next press tries again
    );
  };
  // The button is not replaced before a press: a press that has begun lands on the button it began on.
  return cloneElement(trigger, {
    type: props.type ?? 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
      props.onPointerEnter?.(event);
      prefetch();
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      props.onFocus?.(event);
      prefetch();
    },
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      props.onPointerDown?.(event);
      if (props.disabled || event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
      // Focus goes to the menu once it opens, not to the button (as with Radix's trigger).
      event.preventDefault();
      open('pointer');
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      props.onKeyDown?.(event);
      if (props.disabled || event.defaultPrevented || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
      event.preventDefault();
      open('keyboard');
    },
  } as Partial<TriggerProps>);
}

function LoadedMenu({ Menu, opening, trigger, align, children }: Opened & LazyMenuProps) {
  const entered = useRef(false);
  return (
    <Menu defaultOpen={opening !== undefined}>
      <Menu.Trigger>{trigger}</Menu.Trigger>
      <Menu.Content
        align={align}
        onFocus={(event) => {
          // Opened from the keyboard on the first-paint button: Radix focuses the menu, and its
          // first item only when its own trigger saw the key, so move on to the first item as it would.
          if (opening !== 'keyboard' || entered.current || event.target !== event.currentTarget) return;
          entered.current = true;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
        }}
      >
        {children(Menu)}
      </Menu.Content>
    </Menu>
  );
}
