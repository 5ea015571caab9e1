export { WeightInput, type WeightInputProps } from './WeightInput';
