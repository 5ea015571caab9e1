export { MedicareNumberInput, type MedicareNumberInputProps } from './MedicareNumberInput';
