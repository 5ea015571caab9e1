export { TextInput, type TextInputProps, type TextInputSize } from './TextInput';
