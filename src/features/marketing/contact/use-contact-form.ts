import { useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
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
import { usePrerenderedFormState } from '@/lib/use-prerendered-form-state';

export type ContactStatus = 'idle' | 'submitting';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

function focusField(form: HTMLFormElement, name: string | undefined) {
  const field = name ? form.elements.namedItem(name) : null;
  if (field instanceof HTMLElement) field.focus();
}

/**
 * Contact form state machine (docs/product-spec.md §4): idle → submitting → idle, cleared on
 * success. The form with id `formId` starts from whatever was typed into its prerendered HTML
 * (docs/design.md §13).
 */
export function useContactForm(formId: string) {
  const [values, setValues] = usePrerenderedFormState<ContactMessage>(formId, EMPTY);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const form = event.currentTarget;
    // The shared rule refuses an over-long field; the text stays in the form to be shortened.
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = firstErrorByField(parsed.error);
      // Show the messages before moving focus, so the field is announced with its error.
      flushSync(() => setErrors(fieldErrors));
      focusField(form, Object.keys(fieldErrors)[0]);
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
        setValues(() => EMPTY);
        toast({ title: CONTACT_SUCCESS_TITLE, description: CONTACT_SUCCESS_DESCRIPTION });
        break;
      case 'kept-in-demo':
        setValues(() => EMPTY);
        toast({ title: CONTACT_DEMO_TITLE, description: CONTACT_DEMO_DESCRIPTION });
        break;
      case 'server-error':
        toast({
          title: CONTACT_ERROR_TITLE,
          description: contactServerErrorDescription(result.detail),
          variant: 'destructive',
        });
        break;
      case 'limit-reached':
        // The text stays in the form: it can be sent tomorrow, or copied into WhatsApp.
        toast({ title: CONTACT_ERROR_TITLE, description: result.message, variant: 'destructive' });
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
