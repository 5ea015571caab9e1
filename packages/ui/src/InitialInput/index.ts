export { InitialInput, type InitialInputProps } from './InitialInput';
