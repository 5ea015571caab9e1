import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('given the theme colours', () => {
  it('when the non-production banner shows white text on its orange then the contrast passes WCAG AA (4.5:1)', () => {
    expect(contrast(theme.color.textOnAccent, theme.color.nonProduction)).toBeGreaterThanOrEqual(4.5);
  });

  it('when the banner orange is read then it is still an orange (red dominant, green between red and blue)', () => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(theme.color.nonProduction.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it('when each chart series colour is drawn on the canvas then it keeps the 3:1 non-text contrast of WCAG 1.4.11', () => {
    for (const colour of theme.color.chart) expect(contrast(colour, theme.color.canvas)).toBeGreaterThanOrEqual(3);
  });
});
