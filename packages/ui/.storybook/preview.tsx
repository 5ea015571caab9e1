import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from '../src/theme';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    controls: { expanded: true },
    // The widths issue 19 checks every screen at; a story opts in with `globals: { viewport: { value: 'phone' } }`
    // (the Vitest addon then sizes the test browser to it).
    viewport: {
      options: {
        phone: { name: 'Phone 375×812', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768×1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        laptop: { name: 'Laptop 1280×720', styles: { width: '1280px', height: '720px' }, type: 'desktop' },
      },
    },
  },
};
export default preview;
