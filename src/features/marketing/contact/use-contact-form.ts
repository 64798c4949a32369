import { useState, type ChangeEvent, type FormEvent } from 'react';
import { sendContactMessage, type ContactResult } from '@/backend/contact/send-contact-message';
import { toast } from '@/components/ui/toast-store';
import { config } from '@/config/env';
import {
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
      result = await sendContactMessage(parsed.data, { endpoint: config.contactEndpoint });
    } catch {
      result = { kind: 'network-error' };
    } finally {
      setStatus('idle');
    }
    switch (result.kind) {
      case 'sent':
      case 'stored':
        setValues(EMPTY);
        toast({ title: CONTACT_SUCCESS_TITLE, description: CONTACT_SUCCESS_DESCRIPTION });
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
