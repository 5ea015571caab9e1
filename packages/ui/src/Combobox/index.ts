export { Combobox, type ComboboxMultipleProps, type ComboboxProps, type ComboboxSingleProps } from './Combobox';
