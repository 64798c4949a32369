import { useState } from 'react';
import type { AdminEventListing } from '@/backend/admin-backend';
import { messageFor } from '@/backend/error-message';
import { EVENT_SAVE_FAILED_MESSAGE } from '@/domain/admin-messages';
import { parseEventForm, type Event } from '@/domain/events';
import { useSaveEventMutation } from '../api/save-event-mutation';

/** The form as typed: every input hands over a string; the domain schema reads them. */
export interface EventInput {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  price: string;
  capacity: string;
  imageUrl: string;
  description: string;
  /** 'YYYY-MM-DDTHH:mm' (IST) from a datetime-local input, or '' to open sales at once. */
  salesOpenAt: string;
}

export type EventField = keyof EventInput;

const EMPTY_INPUT: EventInput = {
  title: '',
  date: '',
  startTime: '',
  endTime: '',
  location: '',
  price: '',
  capacity: '',
  imageUrl: '',
  description: '',
  salesOpenAt: '',
};

function inputOf(event: Event): EventInput {
  return {
    title: event.title,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    location: event.location,
    price: String(event.price),
    capacity: String(event.capacity),
    imageUrl: event.imageUrl,
    description: event.description,
    salesOpenAt: event.salesOpenAt ?? '',
  };
}

export interface SavedNote {
  title: string;
  created: boolean;
  draft: boolean;
}

/**
 * The create/edit form's state (docs/product-spec.md §2, §5). One form serves both: Edit loads an
 * event into it, Cancel or a save takes it back to a blank new event. The rules are the domain
 * schema's (the backend checks them again, and alone knows the seats sold); messages appear from
 * the first submit on and follow the input after that; the input stays as typed after any failure.
 */
export function useEventForm() {
  const save = useSaveEventMutation();
  const [editing, setEditing] = useState<AdminEventListing | null>(null);
  const [input, setInput] = useState<EventInput>(EMPTY_INPUT);
  const [checking, setChecking] = useState(false);
  const [saved, setSaved] = useState<SavedNote | null>(null);

  const parsed = parseEventForm(input);
  const fieldErrors: Partial<Record<EventField, string>> =
    checking && !parsed.ok ? parsed.fieldErrors : {};

  const restart = (next: AdminEventListing | null) => {
    setEditing(next);
    setInput(next ? inputOf(next) : EMPTY_INPUT);
    setChecking(false);
    save.reset();
  };

  return {
    input,
    editing,
    fieldErrors,
    saved,
    pending: save.isPending,
    error: save.isError ? messageFor(save.error, EVENT_SAVE_FAILED_MESSAGE) : null,
    setField(field: EventField, value: string) {
      setInput((previous) => ({ ...previous, [field]: value }));
    },
    startEditing(event: AdminEventListing) {
      setSaved(null);
      restart(event);
    },
    cancelEditing() {
      restart(null);
    },
    /** A new event or a draft may be saved as a draft; anything else is published. */
    canDraft: editing === null || editing.status === 'draft',
    /**
     * Returns false when the form has broken rules (the caller moves focus to the first).
     * `draft`: saved as a draft, kept from visitors.
     */
    submit(draft = false): boolean {
      setChecking(true);
      const checked = parseEventForm({ ...input, status: draft ? 'draft' : 'published' });
      if (!checked.ok || save.isPending) return checked.ok;
      setSaved(null);
      const id = editing?.id;
      save.mutate(
        { ...(id === undefined ? {} : { id }), values: checked.value },
        {
          onSuccess: (event) => {
            setSaved({ title: event.title, created: id === undefined, draft });
            restart(null);
          },
        },
      );
      return true;
    },
  };
}

export type EventForm = ReturnType<typeof useEventForm>;
