export { HeightInput, type HeightInputProps } from './HeightInput';
