export { MonthYearInput, type MonthYearInputProps } from './MonthYearInput';
