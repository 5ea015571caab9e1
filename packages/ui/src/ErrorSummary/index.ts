export { ErrorSummary, type ErrorSummaryError, type ErrorSummaryProps } from './ErrorSummary';
