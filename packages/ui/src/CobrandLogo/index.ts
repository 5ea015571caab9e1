export { CobrandLogo, type CobrandLogoProps } from './CobrandLogo';
