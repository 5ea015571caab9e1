import { describeError, type RegistrationLinkAnswer, type Role } from '@meridian/api';
import { useBuildRegistrationLink, useRegistrationLinks, useRoleSearch } from '@meridian/api/react';
import { Banner, Button, Checkbox, Field, PageHeader, Select } from '@meridian/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useSession } from '../../../session/SessionProvider';
import { AdminLayout } from '../AdminLayout';
import { BuiltLink } from './BuiltLink';
import { CurrentLinks } from './CurrentLinks';
import { LINKS_TEXT as T } from './text';

/** Every active role of the account, by name (the picker's choices). */
const ROLES_BODY = {
  criteria: {},
  records_per_page: 500,
  orderby_field: 'role_name',
  orderby_direction: 'asc',
} as const;

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space[4]}px;

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.heading.section.size};
  }
`;

const StyledBuild = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;

  & > button {
    margin-top: 24px;
  }
`;

const StyledApproval = styled.div`
  max-width: 280px;
  margin-top: 24px;
`;

/** Admin → Registration Links (issue 16; spec 02 §7.7): build a link for a role, copy it, list and revoke links. */
export function RegistrationLinksPage() {
  const { user } = useSession();
  const roles = useRoleSearch(user.account_id, ROLES_BODY);
  const links = useRegistrationLinks(user.account_id);
  const build = useBuildRegistrationLink(user.account_id);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [approval, setApproval] = useState(false);
  const [built, setBuilt] = useState<{ answer: RegistrationLinkAnswer; role: string }>();
  const [failure, setFailure] = useState<string>();

  const activeRoles = (roles.data?.result ?? []).filter((role: Role) => role.active);
  const roleError = touched && !roleId ? T.roleRequired : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!roleId || build.isMutating) return;
    setFailure(undefined);
    try {
      const answer = await build.trigger({ role_id: Number(roleId), approval });
      setBuilt({ answer, role: activeRoles.find((r) => String(r.role_id) === roleId)?.role_name ?? '' });
    } catch (error) {
      setFailure(describeError(error));
    }
  }

  return (
    <AdminLayout>
      <PageHeader title={T.title} description={T.description} />
      <StyledSection aria-labelledby="links-build-title">
        <h2 id="links-build-title">{T.buildTitle}</h2>
        {failure ? <Banner variant="alert">{failure}</Banner> : null}
        {roles.error ? <Banner variant="alert">{describeError(roles.error)}</Banner> : null}
        <StyledBuild noValidate onSubmit={(event) => void submit(event)}>
          <Field required>
            <Field.Label>{T.roleLabel}</Field.Label>
            <Select
              placeholder={T.rolePlaceholder}
              options={activeRoles.map((role) => ({ value: String(role.role_id), label: role.role_name }))}
              value={roleId}
              onValueChange={(value) => {
                setRoleId(value);
                setTouched(true);
              }}
            />
            <Field.Error>{roleError}</Field.Error>
          </Field>
          <StyledApproval>
            <Checkbox
              label={T.approvalLabel}
              hint={T.approvalHint}
              checked={approval}
              onCheckedChange={(checked) => setApproval(checked === true)}
            />
          </StyledApproval>
          <Button type="submit" variant="primary" disabled={build.isMutating}>
            {T.build}
          </Button>
        </StyledBuild>
        {built ? <BuiltLink key={built.answer.link_id} answer={built.answer} roleName={built.role} /> : null}
      </StyledSection>
      <StyledSection aria-labelledby="links-current-title">
        <h2 id="links-current-title">{T.currentTitle}</h2>
        <CurrentLinks
          accountId={user.account_id}
          rows={links.data ?? []}
          loading={links.isLoading}
          error={links.error ? describeError(links.error) : undefined}
        />
      </StyledSection>
    </AdminLayout>
  );
}
