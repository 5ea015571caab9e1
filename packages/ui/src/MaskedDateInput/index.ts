export { MaskedDateInput, type MaskedDateInputProps } from './MaskedDateInput';
