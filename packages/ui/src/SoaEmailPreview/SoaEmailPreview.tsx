import {
  SOA_EMAIL_TEXT,
  SOA_MESSAGES,
  formatEmailRecipient,
  soaAgentHasPhone,
  soaEmailBlocks,
  type SoaDisclaimer,
  type SoaEmailAgent,
  type SoaEmailBlock,
} from '@meridian/domain';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Banner } from '../Banner';
import { SafeHtml } from '../SafeHtml';

export interface SoaEmailPreviewLead {
  /** The client's name as the email addresses them. */
  name: string;
  email?: string | null;
}

export interface SoaEmailPreviewProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  lead: SoaEmailPreviewLead;
  /** The agent's profile: name, company, phone, email and address make the signature block. */
  agent: SoaEmailAgent;
  /**
   * The plan-year disclaimers of `POST carrierPlanGeography/search/` (`soaDisclaimersFromResponse`
   * turns the answer into this list). Their text is server HTML, shown through `SafeHtml`.
   */
  disclaimers?: readonly SoaDisclaimer[];
  /**
   * The agent's custom message of an Enhanced SOA: shown after the intro, where the email carries
   * it, with its line breaks. Blank shows nothing.
   */
  customMessage?: string | null;
  /** The From line when the email is not sent from the agent's own address. */
  from?: string;
  /**
   * Shown above the preview when the agent's profile has no phone (a remote eSOA needs one). The
   * spec's message by default; `null` hides it.
   */
  missingPhoneMessage?: ReactNode;
  /** Accessible name of the preview. */
  label?: string;
}

const StyledPreview = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const StyledEmail = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};
`;

const StyledHeader = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
  background: ${({ theme }) => theme.color.canvasSubtle};

  & > div {
    display: contents;
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & dd {
    margin: 0;
    min-width: 0;
  }
  & dd[data-field='subject'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space[4]}px;

  & > * {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

/** The sign link is made per client when the email is sent; the preview shows where it goes. */
const StyledSignLink = styled.span`
  display: inline-block;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.textOnAccent};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledSignature = styled.address`
  display: flex;
  flex-direction: column;
  font-style: normal;

  & [data-field='name'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & a {
    color: ${({ theme }) => theme.color.accent};
  }
  & a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** The agent's own words keep the lines they typed. */
const StyledMessage = styled.p`
  white-space: pre-line;
`;

const StyledSmall = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledDisclaimers = styled.section`
  padding-top: ${({ theme }) => theme.space[3]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  & h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & > div + div {
    margin-top: ${({ theme }) => theme.space[2]}px;
  }
`;

function PlanYearDisclaimers({ heading, disclaimers }: { heading: string; disclaimers: Array<{ html: string }> }) {
  const headingId = useId();
  return (
    <StyledDisclaimers aria-labelledby={headingId} data-block="planYearDisclaimers">
      <h3 id={headingId}>{heading}</h3>
      {disclaimers.map(({ html }, i) => (
        <SafeHtml key={i} data-part="disclaimer" html={html} />
      ))}
    </StyledDisclaimers>
  );
}

/** One block of the email's model as the preview shows it: the markup varies by kind, the words never. */
function EmailBlock({ block }: { block: SoaEmailBlock }): ReactNode {
  switch (block.kind) {
    case 'customMessage':
      return <StyledMessage data-block={block.kind}>{block.text}</StyledMessage>;
    case 'signLink':
      return (
        <p data-block={block.kind}>
          <StyledSignLink>{block.text}</StyledSignLink>
        </p>
      );
    case 'signature':
      return (
        <StyledSignature data-block={block.kind}>
          {block.lines.map(({ field, text }) => (
            <span key={field} data-field={field}>
              {field === 'email' ? <a href={`mailto:${text}`}>{text}</a> : text}
            </span>
          ))}
        </StyledSignature>
      );
    case 'optOut':
      return <StyledSmall data-block={block.kind}>{block.text}</StyledSmall>;
    case 'planYearDisclaimers':
      return <PlanYearDisclaimers heading={block.heading} disclaimers={block.disclaimers} />;
    case 'confidentiality':
      return (
        <StyledSmall data-block={block.kind} data-part="confidentiality">
          {block.text}
        </StyledSmall>
      );
    case 'greeting':
    case 'intro':
    case 'noObligation':
    case 'signOff':
      return <p data-block={block.kind}>{block.text}</p>;
  }
}

const blockKey = (block: SoaEmailBlock) =>
  block.kind === 'planYearDisclaimers' ? `${block.kind}-${block.plan_year}` : block.kind;

/**
 * A read-only preview of the eSignature Scope of Appointment email (spec 02 §2.5): From, To and
 * Subject, then the body the server sends — `soaEmailBlocks` of `@meridian/domain`, the same model
 * `renderSoaEmail` renders: greeting, intro, the agent's message (Enhanced), the sign link, the
 * no-obligation line, the sign-off and signature block with 'TTY 711', the opt-out line, the
 * plan-year disclaimers and the confidentiality notice. Parts the agent's profile lacks are left out;
 * without a phone the spec's missing-phone message shows above.
 */
export const SoaEmailPreview = forwardRef<HTMLElement, SoaEmailPreviewProps>(function SoaEmailPreview(
  {
    lead,
    agent,
    disclaimers,
    customMessage,
    from,
    missingPhoneMessage = SOA_MESSAGES.agentPhoneMissing,
    label = 'Email preview',
    ...rest
  },
  ref,
) {
  const { subject, blocks } = soaEmailBlocks({ lead, agent, disclaimers, customMessage });
  const header: Array<[field: string, name: string, value: string]> = [
    ['from', SOA_EMAIL_TEXT.fromLabel, from ?? formatEmailRecipient(agent.name, agent.email)],
    ['to', SOA_EMAIL_TEXT.toLabel, formatEmailRecipient(lead.name, lead.email)],
    ['subject', SOA_EMAIL_TEXT.subjectLabel, subject],
  ];

  return (
    <StyledPreview ref={ref} aria-label={label} {...rest}>
      {!soaAgentHasPhone(agent) && missingPhoneMessage ? <Banner variant="warn">{missingPhoneMessage}</Banner> : null}
      <StyledEmail>
        <StyledHeader>
          {header.map(([field, name, value]) => (
            <div key={field}>
              <dt>{name}</dt>
              <dd data-field={field}>{value}</dd>
            </div>
          ))}
        </StyledHeader>
        <StyledBody data-part="body">
          {blocks.map((block) => (
            <EmailBlock key={blockKey(block)} block={block} />
          ))}
        </StyledBody>
      </StyledEmail>
    </StyledPreview>
  );
});
SoaEmailPreview.displayName = 'SoaEmailPreview';
