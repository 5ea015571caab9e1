export { Field, type FieldErrorProps, type FieldHintProps, type FieldLabelProps, type FieldProps } from './Field';
