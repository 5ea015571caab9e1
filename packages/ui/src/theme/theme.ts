/** Design tokens. Components read these through styled-components' theme, never raw values. */
export const theme = {
  color: {
    text: '#1f2328',
    textMuted: '#59636e',
    textOnAccent: '#ffffff',
    canvas: '#ffffff',
    canvasSubtle: '#f6f8fa',
    border: '#d1d9e0',
    accent: '#0b5cad',
    accentHover: '#094b8d',
    accentSubtle: '#ddeeff',
    danger: '#c62828',
    dangerSubtle: '#ffebe9',
    success: '#1a7f37',
    successSubtle: '#dafbe1',
    warning: '#9a6700',
    warningSubtle: '#fff8c5',
    nonProduction: '#e8590c',
    focus: '#0969da',
  },
  space: [0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64] as const,
  font: {
    family: "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans', Helvetica, Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, monospace",
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
    weight: { regular: 400, medium: 500, bold: 600 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  radii: { sm: '4px', md: '6px', lg: '12px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(31, 35, 40, 0.12)',
    md: '0 4px 12px rgba(31, 35, 40, 0.15)',
    lg: '0 12px 32px rgba(31, 35, 40, 0.2)',
  },
  zIndex: { header: 100, sidebar: 110, dropdown: 1000, dialog: 1100, toast: 1200, tooltip: 1300 },
  breakpoint: { sidebarCollapse: 980, dashboardSmall: 665 },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // Components read tokens from the theme with full types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
