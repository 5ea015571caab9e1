export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { GlobalStyle, theme, ThemeProvider, type Theme, type ThemeProviderProps } from './theme';
