import { fireEvent, screen } from '@testing-library/react';
import { useContext, type ReactNode } from 'react';
import { ThemeContext } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { theme, ThemeProvider, type Theme, type ThemeCobrand } from '../theme';
import { CobrandLogo } from './CobrandLogo';

const PRAIRIE: ThemeCobrand = {
  logoLarge: 'https://cdn.example/prairie-large.png',
  logoSmall: '/cobrand/7/small.png',
  name: 'Prairie Health',
};

/** The app's nested provider: only the co-brand, on top of the enclosing theme. */
const withCobrand = (cobrand: ThemeCobrand | undefined, ui: ReactNode) => (
  <ThemeProvider withGlobalStyle={false} cobrand={cobrand}>
    {ui}
  </ThemeProvider>
);

describe('given an account with both logos', () => {
  it('when expanded then the large logo shows with the account’s name as alt text, with no axe violations', async () => {
    const { container } = renderWithTheme(withCobrand(PRAIRIE, <CobrandLogo expanded />));
    const logo = screen.getByRole('img', { name: 'Prairie Health logo' });
    expect(logo).toHaveAttribute('src', PRAIRIE.logoLarge);
    expect(logo).toHaveAttribute('data-size', 'large');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when collapsed then the small logo shows', () => {
    renderWithTheme(withCobrand(PRAIRIE, <CobrandLogo expanded={false} />));
    expect(screen.getByRole('img', { name: 'Prairie Health logo' })).toHaveAttribute('src', '/cobrand/7/small.png');
  });
});

describe('given an account with one logo or no name', () => {
  it.each([
    { cobrand: { logoSmall: '/small.png', name: 'Prairie Health' }, expanded: true, src: '/small.png' },
    {
      cobrand: { logoLarge: 'https://cdn.example/large.png', name: 'Prairie Health' },
      expanded: false,
      src: 'https://cdn.example/large.png',
    },
  ])('when expanded is $expanded then the one logo there is shows', ({ cobrand, expanded, src }) => {
    renderWithTheme(withCobrand(cobrand, <CobrandLogo expanded={expanded} />));
    expect(screen.getByRole('img')).toHaveAttribute('src', src);
  });

  it('when the account has no name then the alt text still names it a logo', () => {
    renderWithTheme(withCobrand({ logoLarge: '/large.png', name: '  ' }, <CobrandLogo />));
    expect(screen.getByRole('img', { name: 'Account logo' })).toBeVisible();
  });

  it('when the caller names it then that is the alt text', () => {
    renderWithTheme(withCobrand(PRAIRIE, <CobrandLogo alt="Prairie Health home" />));
    expect(screen.getByRole('img', { name: 'Prairie Health home' })).toBeVisible();
  });
});

describe('given no usable logo', () => {
  it.each([
    { name: 'no co-brand', cobrand: undefined },
    { name: 'empty addresses', cobrand: { logoLarge: '', logoSmall: null, name: 'X' } },
    { name: 'a javascript: address', cobrand: { logoLarge: 'javascript:alert(1)', name: 'X' } },
    { name: 'a data: address', cobrand: { logoLarge: 'data:image/svg+xml,<svg onload=alert(1)>', name: 'X' } },
  ])('when there is $name then the fallback shows instead', ({ cobrand }) => {
    renderWithTheme(withCobrand(cobrand, <CobrandLogo fallback={<span>Meridian</span>} />));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Meridian')).toBeVisible();
  });

  it('when the image fails to load then the fallback shows, and a new address is tried again', () => {
    const { rerender } = renderWithTheme(withCobrand(PRAIRIE, <CobrandLogo fallback="Meridian" />));
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Meridian')).toBeVisible();
    rerender(withCobrand({ ...PRAIRIE, logoLarge: '/retry.png' }, <CobrandLogo fallback="Meridian" />));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/retry.png');
  });
});

describe('given ThemeProvider with a co-brand', () => {
  it('when nested then the enclosing tokens stay, and the theme object is kept while the co-brand is the same', () => {
    const seen: Theme[] = [];
    function Probe() {
      seen.push(useContext(ThemeContext) as Theme);
      return null;
    }
    const custom: Theme = { ...theme, color: { ...theme.color } };
    const ui = (cobrand: ThemeCobrand) => (
      <ThemeProvider theme={custom} withGlobalStyle={false}>
        {withCobrand(cobrand, <Probe />)}
      </ThemeProvider>
    );
    const { rerender } = renderWithTheme(ui({ ...PRAIRIE }));
    rerender(ui({ ...PRAIRIE }));
    expect(seen.at(-1)!.color).toBe(custom.color);
    expect(seen.at(-1)!.cobrand).toEqual(PRAIRIE);
    expect(seen.at(-1)).toBe(seen.at(-2));
    expect(theme.cobrand).toEqual({});
  });
});
