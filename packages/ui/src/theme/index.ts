export { theme, type Theme } from './theme';
export { GlobalStyle, ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
