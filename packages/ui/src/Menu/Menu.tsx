import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { forwardRef, type ComponentPropsWithoutRef, type ReactElement } from 'react';
import { keyframes, styled } from 'styled-components';
import { reducedMotion } from '../internal/styles';

export type MenuProps = ComponentPropsWithoutRef<typeof RadixMenu.Root>;
export interface MenuTriggerProps extends Omit<ComponentPropsWithoutRef<typeof RadixMenu.Trigger>, 'asChild'> {
  /** The button that opens the menu (e.g. `<Button>Add Entry</Button>`). */
  children: ReactElement;
}
export type MenuContentProps = ComponentPropsWithoutRef<typeof RadixMenu.Content>;
export type MenuItemProps = ComponentPropsWithoutRef<typeof RadixMenu.Item> & {
  variant?: 'default' | 'danger';
};
export type MenuSeparatorProps = ComponentPropsWithoutRef<typeof RadixMenu.Separator>;
export type MenuLabelProps = ComponentPropsWithoutRef<typeof RadixMenu.Label>;
export type MenuGroupProps = ComponentPropsWithoutRef<typeof RadixMenu.Group>;

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const StyledContent = styled(RadixMenu.Content)`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 180px;
  max-height: var(--radix-dropdown-menu-content-available-height);
  padding: ${({ theme }) => theme.space[1]}px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  animation: ${appear} ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${reducedMotion}
`;

const StyledItem = styled(RadixMenu.Item)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: ${({ theme }) => theme.control.md};
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  outline: none;
  cursor: pointer;
  user-select: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.color.accentSubtle};
    box-shadow: inset 2px 0 0 ${({ theme }) => theme.color.accent};
  }
  &[data-variant='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
`;

const StyledSeparator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space[1]}px -${({ theme }) => theme.space[1]}px;
  background: ${({ theme }) => theme.color.border};
`;

const StyledLabel = styled(RadixMenu.Label)`
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/**
 * Not modal by default: a modal menu hides the rest of the page with `aria-hidden` while its links stay
 * focusable (axe: aria-hidden-focus, serious). A menu button needs no modality (WAI-ARIA menu button
 * pattern): Escape and a click outside still close it, and focus returns to the button.
 */
function MenuRoot({ modal = false, ...props }: MenuProps) {
  return <RadixMenu.Root modal={modal} {...props} />;
}
MenuRoot.displayName = 'Menu';

const MenuTrigger = forwardRef<HTMLButtonElement, MenuTriggerProps>(function MenuTrigger(props, ref) {
  return <RadixMenu.Trigger ref={ref} asChild {...props} />;
});
MenuTrigger.displayName = 'Menu.Trigger';

const MenuContent = forwardRef<HTMLDivElement, MenuContentProps>(function MenuContent(
  { align = 'start', sideOffset = 4, collisionPadding = 8, ...rest },
  ref,
) {
  // Rendered beside its button, not portalled to the end of <body>: there it would sit outside every landmark
  // (axe: region). Floating UI places it with fixed positioning, so an ancestor's overflow does not clip it.
  return (
    <StyledContent ref={ref} align={align} sideOffset={sideOffset} collisionPadding={collisionPadding} {...rest} />
  );
});
MenuContent.displayName = 'Menu.Content';

const MenuItem = forwardRef<HTMLDivElement, MenuItemProps>(function MenuItem({ variant = 'default', ...rest }, ref) {
  return <StyledItem ref={ref} data-variant={variant} {...rest} />;
});
MenuItem.displayName = 'Menu.Item';

const MenuSeparator = forwardRef<HTMLDivElement, MenuSeparatorProps>(function MenuSeparator(props, ref) {
  return <StyledSeparator ref={ref} {...props} />;
});
MenuSeparator.displayName = 'Menu.Separator';

const MenuLabel = forwardRef<HTMLDivElement, MenuLabelProps>(function MenuLabel(props, ref) {
  return <StyledLabel ref={ref} {...props} />;
});
MenuLabel.displayName = 'Menu.Label';

const MenuGroup = RadixMenu.Group;

/**
 * A menu of actions (Radix dropdown menu): Enter, Space or ArrowDown opens it from its trigger,
 * arrows and typeahead move, Enter chooses (`onSelect`), Escape closes; focus returns to the
 * trigger either way.
 *
 * ```tsx
 * <Menu>
 *   <Menu.Trigger><Button>Add Entry</Button></Menu.Trigger>
 *   <Menu.Content>
 *     <Menu.Item onSelect={() => add('Home')}>Home</Menu.Item>
 *   </Menu.Content>
 * </Menu>
 * ```
 */
export const Menu = Object.assign(MenuRoot, {
  Trigger: MenuTrigger,
  Content: MenuContent,
  Item: MenuItem,
  Separator: MenuSeparator,
  Label: MenuLabel,
  Group: MenuGroup,
});
