import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RegistrationPage } from './RegistrationPage';

it('shows the registration heading', () => {
  render(<RegistrationPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Register with Meridian' })).toBeInTheDocument();
});
