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
  const fill = async (values: { name: string; email: string; message: string }) => {
    await user.type(fields.name, values.name);
    await user.type(fields.email, values.email);
    await user.type(fields.message, values.message);
  };
  const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }));
  return { user, fields, fill, send };
}

export const asha = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  message: 'Sangeet for 12 friends?',
};
