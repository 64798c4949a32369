import { EventForm } from './event-form';
import { EventList } from './event-list';
import { useEventForm } from './use-event-form';

/** /admin/dashboard/events: the create/edit form and every event (docs/product-spec.md §2). */
export function EventsPage() {
  const form = useEventForm();
  const editingId = form.editing?.id ?? null;
  return (
    <section aria-labelledby="events-heading">
      <h1 id="events-heading" className="mb-6 font-display text-3xl font-bold">
        Events
      </h1>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <EventForm form={form} />
        <EventList
          editingId={editingId}
          onEdit={form.startEditing}
          onDeleted={(id) => {
            if (id === editingId) form.cancelEditing();
          }}
        />
      </div>
    </section>
  );
}
