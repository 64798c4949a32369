import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { ContactSection } from '@/features/marketing/sections/contact-section';

/** The contact section as the home page shows it, with the app's toaster. */
export function renderContact() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ContactSection />
      <Toaster />
    </MemoryRouter>,
  );
  const fields = {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    message: screen.getByLabelText('Message'),
  };
  /** Types each value into its field; an empty value leaves the field alone. */
  const fill = async (values: { name: string; email: string; message: string }) => {
    for (const key of ['name', 'email', 'message'] as const) {
      if (values[key]) await user.type(fields[key], values[key]);
    }
  };
  const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }));
  /** Pastes at the end of the field, as a visitor would with Ctrl+V. */
  const paste = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  return { user, fields, fill, send, paste };
}

export const asha = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  message: 'Sangeet for 12 friends?',
};
