export { RadioGroup, type RadioGroupItemProps, type RadioGroupProps } from './RadioGroup';
