/** The frame's menus, loaded by LazyMenu when first wanted rather than with the first paint. */
export { Menu } from '@meridian/ui';
