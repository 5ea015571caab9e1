export { theme, type Theme, type ThemeCobrand } from './theme';
export { GlobalStyle, ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
