export { ZipInput, type ZipInputProps } from './ZipInput';
