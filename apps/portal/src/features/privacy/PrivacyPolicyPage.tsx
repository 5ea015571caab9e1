import { usePrivacyPolicy } from '@meridian/api/react';
import { CONTENT_MESSAGES } from '@meridian/domain';
import { Banner, PageHeader, SafeHtml } from '@meridian/ui';
import { styled } from 'styled-components';
import { StyledProse } from '../../shared/contentStyles';

const StyledVersion = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  min-height: 20px;
`;

const StyledPolicy = styled(StyledProse)`
  /* Reserved while the policy loads, so the page does not jump. */
  min-height: 60vh;
`;

const effectiveDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Privacy Policy (`privacy_policy`, issue 15): the current version through the public call anyone may use. */
export function PrivacyPolicyPage() {
  const { data, error } = usePrivacyPolicy();
  return (
    <>
      <PageHeader title="Privacy Policy" />
      {error && <Banner variant="alert">{CONTENT_MESSAGES.noPolicy}</Banner>}
      <StyledVersion>{data && `Version ${data.version} · effective ${effectiveDate(data.published_at)}`}</StyledVersion>
      <StyledPolicy>{data && <SafeHtml html={data.html} />}</StyledPolicy>
    </>
  );
}
