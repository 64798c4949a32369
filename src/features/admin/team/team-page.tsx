import { useId } from 'react';
import { EVENTS_FETCH_FAILED_MESSAGE, TEAM_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { useAdminEventsQuery } from '../api/events-query';
import { useTeamQuery } from '../api/team-query';
import { useAdminAuth } from '../auth/admin-auth-context';
import { AdminPage } from '../components/admin-page';
import { QueryView } from '../components/query-view';
import { TeamMemberForm } from './team-member-form';
import { TeamMemberItem } from './team-member-item';

/**
 * /admin/dashboard/team (docs/design.md §6.1): who may use the admin area, as an organiser or as
 * door staff for some events; add a person by e-mail, change a role, revoke access.
 */
export function TeamPage() {
  const events = useAdminEventsQuery();
  const team = useTeamQuery();
  const auth = useAdminAuth();
  const you = auth.status === 'signed-in' ? auth.user.uid : null;
  const addId = useId();
  return (
    <AdminPage title="Team">
      <p className="max-w-2xl text-muted">
        Organisers can do everything. Door staff see only the QR scanner, manual check-in and the
        scan log, for the events you assign them.
      </p>
      <QueryView
        query={events}
        loadingLabel="Loading events…"
        errorMessage={EVENTS_FETCH_FAILED_MESSAGE}
      >
        {(list) => (
          <>
            <section aria-labelledby={addId} className="card flex flex-col gap-5">
              <h2 id={addId} className="font-display text-2xl font-bold">
                Add a person
              </h2>
              <TeamMemberForm events={list} />
            </section>
            <QueryView
              query={team}
              loadingLabel="Loading the team…"
              errorMessage={TEAM_FETCH_FAILED_MESSAGE}
              isEmpty={(members) => members.length === 0}
              empty="Nobody is on the team yet."
            >
              {(members) => (
                <ul aria-label="Team members" className="flex flex-col gap-4">
                  {members.map((member) => (
                    <TeamMemberItem
                      key={member.email}
                      member={member}
                      events={list}
                      isYou={member.uid !== null && member.uid === you}
                    />
                  ))}
                </ul>
              )}
            </QueryView>
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
