import { useContext, useMemo, type ReactNode } from 'react';
import { createGlobalStyle, ThemeContext, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { theme as defaultTheme, type Theme, type ThemeCobrand } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

export interface ThemeProviderProps {
  children?: ReactNode;
  /** The tokens; by default the enclosing provider's, else Meridian's. */
  theme?: Theme;
  /**
   * The account's co-brand (logos and name). A nested provider with only `cobrand` (and
   * `withGlobalStyle={false}`) adds it to the enclosing theme once the account has loaded.
   */
  cobrand?: ThemeCobrand;
  /** Adds the global reset and base typography. On by default. */
  withGlobalStyle?: boolean;
}

/** Provides Meridian's tokens (and the account's co-brand) to every component below it. */
export function ThemeProvider({ children, theme, cobrand, withGlobalStyle = true }: ThemeProviderProps) {
  const outer = useContext(ThemeContext) as Theme | undefined;
  const base = theme ?? outer ?? defaultTheme;
  const hasCobrand = cobrand !== undefined;
  const { logoLarge, logoSmall, name } = cobrand ?? {};
  // A new theme object re-styles every component: only when the co-brand really changes.
  const value = useMemo(
    () => (hasCobrand ? { ...base, cobrand: { logoLarge, logoSmall, name } } : base),
    [base, hasCobrand, logoLarge, logoSmall, name],
  );
  return (
    <StyledThemeProvider theme={value}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
