import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { ContactResult } from '@/backend/backend';
import { loadBackend } from '@/backend/load-backend';
import { toast } from '@/components/ui/toast-store';
import {
  CONTACT_DEMO_DESCRIPTION,
  CONTACT_DEMO_TITLE,
  CONTACT_ERROR_TITLE,
  CONTACT_NETWORK_ERROR_DESCRIPTION,
  CONTACT_SUCCESS_DESCRIPTION,
  CONTACT_SUCCESS_TITLE,
  contactSchema,
  contactServerErrorDescription,
  type ContactMessage,
} from '@/domain/contact';
import { firstErrorByField } from '@/domain/form-fields';

export type ContactStatus = 'idle' | 'submitting';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

/** Contact form state machine (spec §4): idle → submitting → idle, cleared on success. */
export function useContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrorByField(parsed.error));
      return;
    }
    setErrors({});
    setStatus('submitting');
    let result: ContactResult;
    try {
      // The backend's code loads on the first send, never with the page.
      const backend = await loadBackend();
      result = await backend.contact.send(parsed.data);
    } catch {
      result = { kind: 'network-error' };
    } finally {
      setStatus('idle');
    }
    switch (result.kind) {
      case 'sent':
        setValues(EMPTY);
        toast({ title: CONTACT_SUCCESS_TITLE, description: CONTACT_SUCCESS_DESCRIPTION });
        break;
      case 'kept-in-demo':
        setValues(EMPTY);
        toast({ title: CONTACT_DEMO_TITLE, description: CONTACT_DEMO_DESCRIPTION });
        break;
      case 'server-error':
        toast({
          title: CONTACT_ERROR_TITLE,
          description: contactServerErrorDescription(result.detail),
          variant: 'destructive',
        });
        break;
      case 'network-error':
        toast({
          title: CONTACT_ERROR_TITLE,
          description: CONTACT_NETWORK_ERROR_DESCRIPTION,
          variant: 'destructive',
        });
        break;
    }
  };

  return { values, status, errors, onChange, onSubmit };
}
