import { ThemeProvider } from '@meridian/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RegistrationPage } from './RegistrationPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <RegistrationPage />
    </ThemeProvider>
  </StrictMode>,
);
