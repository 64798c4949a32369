import { AdminPage } from '../components/admin-page';
import { EventForm } from './event-form';
import { EventList } from './event-list';
import { useEventForm } from './use-event-form';

/** /admin/dashboard/events: the create/edit form and every event (docs/product-spec.md §2). */
export function EventsPage() {
  const form = useEventForm();
  const editingId = form.editing?.id ?? null;
  return (
    <AdminPage title="Events">
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
    </AdminPage>
  );
}
