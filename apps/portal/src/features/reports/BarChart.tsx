import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { styled, useTheme } from 'styled-components';

// Only the parts a stacked bar chart needs: Chart.js tree-shakes the rest out of the reports chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Chart.js sizes the canvas to this box (responsive, no aspect ratio): the figure reserves its height. */
const StyledImage = styled.div`
  position: relative;
  height: 100%;
`;

export interface BarChartProps {
  /** The bars' labels (weeks), in order. */
  labels: readonly string[];
  /** One stacked series per group, a value per label. */
  series: ReadonlyArray<{ label: string; values: readonly number[] }>;
  /** What the picture says, for assistive technology (the numbers are in the table beside it). */
  summary: string;
}

/**
 * A stacked bar chart drawn by Chart.js on a canvas, in the theme's chart colours. The canvas is an
 * image with a summary for screen readers; the figure's table carries the numbers.
 */
export function BarChart({ labels, series, summary }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    const palette = theme.color.chart;
    const font = { family: theme.font.family, size: 12 };
    const config: ChartConfiguration<'bar', number[], string> = {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: series.map((s, i) => ({
          label: s.label,
          data: [...s.values],
          backgroundColor: palette[i % palette.length],
          borderWidth: 0,
          barPercentage: 0.9,
          categoryPercentage: 0.9,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: {
            stacked: true,
            grid: { display: false },
            ticks: { color: theme.color.textMuted, font, maxRotation: 0, autoSkipPadding: 8 },
          },
          y: {
            stacked: true,
            beginAtZero: true,
            grid: { color: theme.color.border },
            ticks: { color: theme.color.textMuted, font, precision: 0 },
          },
        },
        plugins: {
          legend: {
            position: 'bottom',
            labels: { boxWidth: 10, boxHeight: 10, color: theme.color.text, font, padding: 8 },
          },
          tooltip: { enabled: true, titleFont: font, bodyFont: font },
        },
      },
    };
    const chart = new Chart(context, config);
    return () => chart.destroy();
  }, [labels, series, theme]);

  // The picture is one image to assistive technology: its summary, not the canvas's pixels.
  return (
    <StyledImage role="img" aria-label={summary}>
      <canvas ref={canvas} aria-hidden="true" />
    </StyledImage>
  );
}
