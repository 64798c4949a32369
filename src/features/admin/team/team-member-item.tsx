import { useState } from 'react';
import type { TeamMember } from '@/backend/admin-backend';
import { messageFor } from '@/backend/error-message';
import { TEAM_REVOKE_FAILED_MESSAGE } from '@/domain/admin-messages';
import type { Event } from '@/domain/events';
import { formatEventDate } from '@/domain/format';
import { ROLE_LABELS } from '@/domain/team';
import { useRevokeTeamMemberMutation } from '../api/team-mutations';
import { ConfirmDialog } from '../components/confirm-dialog';
import { TeamMemberForm } from './team-member-form';

/** One person on the team: role, events, and (not for oneself) change and revoke. */
export function TeamMemberItem({
  member,
  events,
  isYou,
}: {
  member: TeamMember;
  events: Event[];
  isYou: boolean;
}) {
  const [mode, setMode] = useState<'view' | 'edit' | 'revoke'>('view');
  const revoke = useRevokeTeamMemberMutation();
  const named = member.eventIds.map((id) => {
    const event = events.find((candidate) => candidate.id === id);
    return event ? `${event.title} (${formatEventDate(event.date)})` : 'An event no longer listed';
  });

  return (
    <li className="card flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold wrap-anywhere">
          {member.email}
          {isYou ? <span className="text-muted"> (you)</span> : null}
        </p>
        <p className="eyebrow">{ROLE_LABELS[member.role]}</p>
      </div>
      {member.role === 'door' ? (
        <p className="text-sm text-muted">Door for: {named.join(', ')}</p>
      ) : null}
      {member.uid === null ? (
        <p className="text-sm text-muted">Waiting for their first sign-in with this e-mail.</p>
      ) : null}
      {mode === 'edit' ? (
        <TeamMemberForm
          events={events}
          initial={{ email: member.email, role: member.role, eventIds: member.eventIds }}
          onDone={() => setMode('view')}
        />
      ) : isYou ? null : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-ghost" onClick={() => setMode('edit')}>
            Change role or events
          </button>
          <button type="button" className="btn-ghost" onClick={() => setMode('revoke')}>
            Revoke access
          </button>
        </div>
      )}
      {mode === 'revoke' ? (
        <ConfirmDialog
          title={`Revoke access for ${member.email}?`}
          confirmLabel="Revoke access"
          busy={revoke.isPending}
          error={revoke.isError ? messageFor(revoke.error, TEAM_REVOKE_FAILED_MESSAGE) : null}
          onConfirm={() => revoke.mutate(member.email, { onSuccess: () => setMode('view') })}
          onCancel={() => {
            revoke.reset();
            setMode('view');
          }}
        >
          They lose the admin area at their next step, on every device they are signed in on.
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
