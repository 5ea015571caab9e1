export { Banner, type BannerProps, type BannerVariant } from './Banner';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Dialog, type DialogProps, type DialogWidth } from './Dialog';
export { IconButton, type IconButtonProps, type IconButtonSize, type IconButtonVariant } from './IconButton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner';
export { GlobalStyle, theme, ThemeProvider, type Theme, type ThemeProviderProps } from './theme';
export { ToastProvider, useToasts, type ToastOptions, type ToastProviderProps, type Toasts, type ToastType } from './Toasts';
