import { useId } from 'react';
import type { CheckInFilter, RegistrationFilter } from '@/domain/registrations';

export interface EventOption {
  id: string;
  label: string;
}

export interface RegistrationFiltersProps {
  filter: RegistrationFilter;
  events: readonly EventOption[];
  onChange: (filter: RegistrationFilter) => void;
}

const CHECK_IN_OPTIONS: ReadonlyArray<{ value: CheckInFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'checked-in', label: 'Checked in' },
  { value: 'not-checked-in', label: 'Not checked in' },
];

/**
 * Search by name, e-mail or booking id; filter by event and by check-in (docs/product-spec.md §2).
 */
export function RegistrationFilters({ filter, events, onChange }: RegistrationFiltersProps) {
  const ids = { search: useId(), event: useId(), checkIn: useId() };
  return (
    <div role="search" className="grid grid-cols-2 gap-4 md:grid-cols-[2fr_1.5fr_1fr]">
      <div className="col-span-2 min-w-0 md:col-span-1">
        <label htmlFor={ids.search} className="mb-2 block font-medium">
          Search
        </label>
        <input
          id={ids.search}
          type="search"
          className="field"
          placeholder="Name, email or booking ID"
          autoComplete="off"
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={ids.event} className="mb-2 block font-medium">
          Event
        </label>
        <select
          id={ids.event}
          className="field"
          value={filter.eventId}
          onChange={(event) => onChange({ ...filter, eventId: event.target.value })}
        >
          <option value="">All events</option>
          {events.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={ids.checkIn} className="mb-2 block font-medium">
          Check-in
        </label>
        <select
          id={ids.checkIn}
          className="field"
          value={filter.checkIn}
          onChange={(event) =>
            onChange({ ...filter, checkIn: event.target.value as CheckInFilter })
          }
        >
          {CHECK_IN_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
