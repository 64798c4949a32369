import { useId, useState, type FormEvent } from 'react';
import type { Event } from '@/domain/events';
import { formatEventDate } from '@/domain/format';
import { messageFor } from '@/backend/error-message';
import { TEAM_SAVE_FAILED_MESSAGE } from '@/domain/admin-messages';
import { ROLE_LABELS, STAFF_ROLES, teamMemberSchema, type StaffRole } from '@/domain/team';
import { useSaveTeamMemberMutation, type TeamMemberValues } from '../api/team-mutations';
import { AdminField, fieldClass } from '../components/admin-field';

const ROLE_HINTS: Record<StaffRole, string> = {
  organiser: 'Everything: events, codes, wallet, registrations and the door.',
  door: 'Only the QR scanner, manual check-in and the scan log, for the events ticked below.',
};

/**
 * Adds a person by e-mail (no `initial`), or changes one person's role and events. Checked with
 * the same schema the backend parses (teamMemberSchema) before it is sent.
 */
export function TeamMemberForm({
  events,
  initial,
  onDone,
}: {
  events: Event[];
  initial?: TeamMemberValues;
  onDone?: () => void;
}) {
  const save = useSaveTeamMemberMutation();
  const [values, setValues] = useState<TeamMemberValues>(
    initial ?? { email: '', role: 'door', eventIds: [] },
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const errorId = useId();
  const adding = initial === undefined;

  const toggle = (eventId: string, on: boolean) =>
    setValues((now) => ({
      ...now,
      eventIds: on ? [...now.eventIds, eventId] : now.eventIds.filter((id) => id !== eventId),
    }));

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    setSaved(null);
    const member = { ...values, eventIds: values.role === 'door' ? values.eventIds : [] };
    const parsed = teamMemberSchema.safeParse(member);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? TEAM_SAVE_FAILED_MESSAGE);
      return;
    }
    setProblem(null);
    save.mutate(member, {
      onSuccess: (record) => {
        setSaved(
          record.uid
            ? `${record.email} is now ${ROLE_LABELS[record.role].toLowerCase()}.`
            : `${record.email} is added. The role applies when they first sign in with that e-mail.`,
        );
        if (adding) setValues({ email: '', role: values.role, eventIds: [] });
        onDone?.();
      },
      onError: (error) => setProblem(messageFor(error, TEAM_SAVE_FAILED_MESSAGE)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {adding ? (
        <AdminField label="E-mail" describedBy={problem ? errorId : undefined}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(change) => setValues({ ...values, email: change.target.value })}
              placeholder="name@example.com"
              className={fieldClass}
            />
          )}
        </AdminField>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium">Role</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role} className="grid min-h-11 grid-cols-[auto_1fr] items-start gap-x-3">
            <input
              type="radio"
              name={`role-${initial?.email ?? 'new'}`}
              className="row-span-2 mt-1 size-5 accent-marigold"
              checked={values.role === role}
              onChange={() => setValues({ ...values, role })}
            />
            <span className="font-semibold">{ROLE_LABELS[role]}</span>
            <span className="text-sm text-muted">{ROLE_HINTS[role]}</span>
          </label>
        ))}
      </fieldset>
      {values.role === 'door' ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-2 font-medium">Events at the door</legend>
          {events.length === 0 ? <p className="text-muted">There are no events yet.</p> : null}
          {events.map((event) => (
            <label key={event.id} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-marigold"
                checked={values.eventIds.includes(event.id)}
                onChange={(change) => toggle(event.id, change.target.checked)}
              />
              <span className="wrap-anywhere">
                {event.title} — {formatEventDate(event.date)}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {problem ? (
        <p id={errorId} role="alert" className="text-rani-soft">
          {problem}
        </p>
      ) : null}
      {saved ? <p role="status">{saved}</p> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : adding ? 'Add to the team' : 'Save changes'}
        </button>
        {onDone && !adding ? (
          <button type="button" className="btn-ghost" onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
