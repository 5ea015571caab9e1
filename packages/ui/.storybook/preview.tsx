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
  parameters: { controls: { expanded: true } },
};
export default preview;
