import type { UserDetails } from '@meridian/api';
import { formatCentralDateTime } from '@meridian/domain';
import type { ReactNode } from 'react';
import { StyledFacts, StyledSection } from './styles';
import { PROFILE_TEXT } from './text';

const shownDate = (value: string | null) => (value ? formatCentralDateTime(value) : '—');

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The read-only facts: the user's ids and dates, and the account with its owner. */
export function UserFactsSections({ user, ownerName }: { user: UserDetails; ownerName: string }) {
  const login = user.usercredentials[0]?.login ?? '';
  return (
    <>
      <StyledSection aria-labelledby="profile-user-details">
        <h3 id="profile-user-details">{PROFILE_TEXT.userDetails}</h3>
        <StyledFacts>
          <Fact term="User ID">{user.user_id}</Fact>
          <Fact term="Username">{login || '—'}</Fact>
          <Fact term="Role">{user.role_name}</Fact>
          <Fact term="Registration Date">{shownDate(user.registration_date)}</Fact>
          <Fact term="Last Access">{shownDate(user.last_access_date)}</Fact>
          <Fact term="Previous Login">{shownDate(user.previous_login_date)}</Fact>
          <Fact term="Last Activate/Deactivate Date">{shownDate(user.active_changed_date)}</Fact>
          {/* Spec 02 §2.9: the AWN Sync toggle shown ON/OFF; an admin changes it in Edit User. */}
          <Fact term="AWN Sync">{user.cm_sync_ignore === '1' ? 'OFF' : 'ON'}</Fact>
        </StyledFacts>
      </StyledSection>
      <StyledSection aria-labelledby="profile-account">
        <h3 id="profile-account">{PROFILE_TEXT.account}</h3>
        <StyledFacts>
          <Fact term="Account ID">{user.account_id}</Fact>
          <Fact term="Account Name">{user.account_business_name}</Fact>
          <Fact term="Account Owner">{ownerName || '—'}</Fact>
        </StyledFacts>
      </StyledSection>
    </>
  );
}
