export { SsnInput, type SsnInputProps } from './SsnInput';
