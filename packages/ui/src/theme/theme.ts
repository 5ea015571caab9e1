import { DASHBOARD_SMALL_UI_WIDTH_PX, SIDEBAR_COLLAPSE_WIDTH_PX } from '@meridian/domain';

/**
 * The account's co-brand (spec 01 §1, §3 Co-brand): its logos and name. Apps supply it through
 * `ThemeProvider`'s `cobrand`; `CobrandLogo` shows it.
 */
export interface ThemeCobrand {
  /** The large logo (`cobrand_asset_urls.logo_2`), for expanded layouts. */
  logoLarge?: string | null;
  /** The small logo (`cobrand_asset_urls.logo_1`), for collapsed layouts. */
  logoSmall?: string | null;
  /** The account's name: the logo's alt text. */
  name?: string | null;
}

/** Design tokens. Components read these through styled-components' theme, never raw values. */
export const theme = {
  color: {
    text: '#1f2328',
    textMuted: '#59636e',
    textOnAccent: '#ffffff',
    /** Disabled text is exempt from contrast minimums but still reads as text. */
    textDisabled: '#818b98',
    canvas: '#ffffff',
    canvasSubtle: '#f6f8fa',
    canvasDisabled: '#eff2f5',
    /** Hover and pressed fills for neutral surfaces (menu items, rows, icon buttons). */
    neutralSubtle: '#eff2f5',
    neutralMuted: '#e6eaef',
    border: '#d1d9e0',
    /** Borders that identify a control (inputs, checkboxes) meet the 3:1 non-text contrast of WCAG 1.4.11. */
    borderStrong: '#818b98',
    accent: '#0b5cad',
    accentHover: '#094b8d',
    accentSubtle: '#ddeeff',
    accentMuted: '#9cc7f5',
    danger: '#c62828',
    dangerSubtle: '#ffebe9',
    dangerMuted: '#ffaba8',
    success: '#1a7f37',
    successSubtle: '#dafbe1',
    successMuted: '#80d99b',
    warning: '#9a6700',
    warningSubtle: '#fff8c5',
    warningMuted: '#e6c65c',
    /** The spec's orange banner, dark enough for white 14 px text (5.18:1, WCAG AA). */
    nonProduction: '#c2410c',
    focus: '#0969da',
    /** Dark surface for tooltips; `textOnAccent` reads on it at 14:1. */
    emphasis: '#25292e',
    backdrop: 'rgba(31, 35, 40, 0.45)',
    /** Skeleton placeholders reserve space while data loads. */
    skeleton: '#eaeef2',
    /**
     * Series of a chart, in order: ten hues that each keep 3:1 against the canvas (WCAG 1.4.11) and
     * stay apart for the common colour-vision deficiencies next to their neighbours.
     */
    chart: [
      '#0b5cad',
      '#c2410c',
      '#1a7f37',
      '#8250df',
      '#9a6700',
      '#bf3989',
      '#0e7490',
      '#57606a',
      '#b91c1c',
      '#4d7c0f',
    ],
  },
  space: [0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64] as const,
  font: {
    family: "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans', Helvetica, Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, monospace",
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
    weight: { regular: 400, medium: 500, bold: 600 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  /**
   * The one heading scale: a page's title, a dialog's title, and a section's heading (14 px over a
   * divider), so no screen picks its own sizes. Line heights sit on the 4 px grid.
   */
  heading: {
    page: { size: '20px', lineHeight: '28px', weight: 600 },
    dialog: { size: '16px', lineHeight: '24px', weight: 600 },
    section: { size: '14px', lineHeight: '20px', weight: 600 },
  },
  /** Heights of single-line controls, on the 4 px grid. */
  control: { sm: '28px', md: '32px' },
  /** Dialog widths for the `width` presets; a CSS length can be passed instead. */
  dialogWidth: { small: '320px', medium: '480px', large: '640px', xlarge: '960px' },
  motion: { fast: '80ms', normal: '160ms', easing: 'cubic-bezier(0.33, 1, 0.68, 1)' },
  radii: { sm: '4px', md: '6px', lg: '12px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(31, 35, 40, 0.12)',
    md: '0 4px 12px rgba(31, 35, 40, 0.15)',
    lg: '0 12px 32px rgba(31, 35, 40, 0.2)',
  },
  zIndex: { header: 100, sidebar: 110, dropdown: 1000, dialog: 1100, toast: 1200, tooltip: 1300 },
  breakpoint: {
    sidebarCollapse: SIDEBAR_COLLAPSE_WIDTH_PX,
    dashboardSmall: DASHBOARD_SMALL_UI_WIDTH_PX,
    /** Phones, below this width: dialogs fill the screen and cannot be dragged; the portal's header keeps one line and its navigation is a drawer only. */
    phone: 600,
  },
  /** No co-brand by default: the product's own look. */
  cobrand: {} as ThemeCobrand,
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // Components read tokens from the theme with full types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
