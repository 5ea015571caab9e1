export { NavList, type NavListItemProps, type NavListProps, type NavListTrailingActionProps } from './NavList';
