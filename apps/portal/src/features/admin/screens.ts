// The admin screens as one lazily loaded chunk (routes.tsx loads them from here).
export { UsersPage } from './UsersPage';
