import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EVENT_CAPACITY_MAX, EVENT_PRICE_MAX } from '@/domain/events';
import { formatCount, istDate } from '@/domain/format';
import { AdminField, fieldClass, type FieldControlProps } from '../components/admin-field';
import type { EventField, EventForm as EventFormState } from './use-event-form';

/** The admin header is sticky: a form scrolled to above this line is hidden under it. */
const HEADER_CLEARANCE_PX = 96;

/**
 * Create or edit an event (docs/product-spec.md §2, §5): the required fields first, then the
 * optional ones.
 */
export function EventForm({ form }: { form: EventFormState }) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);
  const editing = form.editing;

  // After a refused submit, take the organiser to the first field that needs fixing.
  useEffect(() => {
    if (refused === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  // Edit fills the form, which may be a screen away on a phone: bring its heading into view
  // (below the sticky header) unless it already is, and put the cursor in the first field.
  const editingId = editing?.id;
  useEffect(() => {
    const section = sectionRef.current;
    if (editingId === undefined || !section) return;
    const top = section.getBoundingClientRect().top;
    if (top < HEADER_CLEARANCE_PX || top > window.innerHeight / 2) {
      section.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    }
    section.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [editingId]);

  const submit = (draft: boolean) => {
    if (!form.submit(draft)) setRefused((count) => count + 1);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(false);
  };

  const text = (field: EventField) => (control: FieldControlProps) => (
    <input
      {...control}
      name={field}
      type="text"
      value={form.input[field]}
      onChange={(event) => form.setField(field, event.target.value)}
      className={fieldClass}
    />
  );
  const typed =
    (
      field: EventField,
      type: 'date' | 'time' | 'datetime-local' | 'number' | 'url',
      extra: object = {},
    ) =>
    (control: FieldControlProps) => (
      <input
        {...control}
        {...extra}
        name={field}
        type={type}
        value={form.input[field]}
        onChange={(event) => form.setField(field, event.target.value)}
        className={fieldClass}
      />
    );
  const errors = form.fieldErrors;

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="card flex scroll-mt-24 flex-col gap-5"
    >
      <h2 id={headingId} className="font-display text-2xl font-bold wrap-anywhere">
        {editing ? `Edit event: ${editing.title}` : 'New event'}
      </h2>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <AdminField label="Title" error={errors.title}>
          {text('title')}
        </AdminField>
        <AdminField label="Date" error={errors.date} hint="Today or a later date (India).">
          {typed('date', 'date', { min: istDate(new Date()) })}
        </AdminField>
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-4">
          <AdminField label="Start time" error={errors.startTime}>
            {typed('startTime', 'time')}
          </AdminField>
          <AdminField label="End time" error={errors.endTime}>
            {typed('endTime', 'time')}
          </AdminField>
        </div>
        <AdminField label="Location" error={errors.location}>
          {text('location')}
        </AdminField>
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-4">
          <AdminField label="Price (₹)" error={errors.price}>
            {typed('price', 'number', {
              inputMode: 'numeric',
              min: 0,
              max: EVENT_PRICE_MAX,
              step: 1,
            })}
          </AdminField>
          <AdminField
            label="Capacity"
            error={errors.capacity}
            hint={
              editing && editing.sold > 0
                ? `${formatCount(editing.sold)} already sold: capacity cannot go below that.`
                : undefined
            }
          >
            {typed('capacity', 'number', {
              inputMode: 'numeric',
              min: 1,
              max: EVENT_CAPACITY_MAX,
              step: 1,
            })}
          </AdminField>
        </div>
        <AdminField
          label="Sales open (optional)"
          error={errors.salesOpenAt}
          hint="Date and time in India (IST). Until then visitors see “On sale from …”; leave empty to sell as soon as it is published."
        >
          {typed('salesOpenAt', 'datetime-local')}
        </AdminField>
        <AdminField
          label="Image URL (optional)"
          error={errors.imageUrl}
          hint="A web address (https://…) or a path on this site (/media/…)."
        >
          {typed('imageUrl', 'url', { autoComplete: 'off', spellCheck: false })}
        </AdminField>
        <AdminField label="Description (optional)" error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={4}
              value={form.input.description}
              onChange={(event) => form.setField('description', event.target.value)}
              className={`${fieldClass} resize-y`}
            />
          )}
        </AdminField>
        {form.error ? (
          <p
            role="alert"
            className="rounded-xl border border-rani-soft/60 bg-rani-deep/20 px-4 py-3"
          >
            {form.error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={form.pending}>
            {form.pending ? 'Saving…' : submitLabel(form)}
          </button>
          {form.canDraft ? (
            <button
              type="button"
              className="btn-ghost"
              disabled={form.pending}
              onClick={() => submit(true)}
            >
              {editing ? 'Keep as draft' : 'Save as draft'}
            </button>
          ) : null}
          {editing ? (
            <button
              type="button"
              className="btn-ghost"
              disabled={form.pending}
              onClick={form.cancelEditing}
            >
              Cancel editing
            </button>
          ) : null}
          <p role="status" className="self-center text-henna-soft">
            {form.saved
              ? `${form.saved.created ? 'Created' : 'Saved'} “${form.saved.title}”${form.saved.draft ? ' as a draft' : ''}.`
              : null}
          </p>
        </div>
      </form>
    </section>
  );
}

/** Saving a draft without "draft" publishes it: the button says so. */
function submitLabel(form: EventFormState): string {
  if (!form.editing) return 'Create event';
  return form.editing.status === 'draft' ? 'Publish' : 'Save changes';
}
