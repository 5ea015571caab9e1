export {
  Menu,
  type MenuContentProps,
  type MenuGroupProps,
  type MenuItemProps,
  type MenuLabelProps,
  type MenuProps,
  type MenuSeparatorProps,
  type MenuTriggerProps,
} from './Menu';
