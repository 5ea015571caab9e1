export {
  ToastProvider,
  useToasts,
  type ToastOptions,
  type ToastProviderProps,
  type Toasts,
  type ToastType,
} from './Toasts';
