import { contactPermissionChecks, type ContactPermissionType } from '@meridian/domain';
import type { ReactNode } from 'react';
import { StyledChips, StyledMuted, StyledPanel, StyledPermissions } from './styles';
import { LEAD_TEXT, PERMISSION_CHANNELS } from './text';
import { PRINT_SECTION_ATTRIBUTE } from '../../shared/print/print';

/** A titled panel of the lead page, named by its heading. */
export function Panel({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    // A section the Print dialog lists by its title (the sections not chosen are left off the paper).
    <StyledPanel aria-labelledby={id} {...{ [PRINT_SECTION_ATTRIBUTE]: id }}>
      <h2 id={id}>{title}</h2>
      {children}
      {actions}
    </StyledPanel>
  );
}

/** The four channels as ON (permission given) or OFF (do not contact), spec 02 §3.1. */
export function ContactPermissionsPanel({ lead }: { lead: Partial<Record<ContactPermissionType, unknown>> }) {
  const checks = contactPermissionChecks(lead);
  return (
    <Panel id="lead-contact-permissions" title={LEAD_TEXT.contactPermissions}>
      <StyledPermissions>
        {PERMISSION_CHANNELS.map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-state={checks[key] ? 'on' : 'off'}>{checks[key] ? 'ON' : 'OFF'}</dd>
          </div>
        ))}
      </StyledPermissions>
    </Panel>
  );
}

export function TagsPanel({ tags }: { tags: readonly string[] }) {
  return (
    <Panel id="lead-tags" title={LEAD_TEXT.tags}>
      {tags.length ? (
        <StyledChips>
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </StyledChips>
      ) : (
        <StyledMuted>{LEAD_TEXT.noTags}</StyledMuted>
      )}
    </Panel>
  );
}

export function InstructionsPanel({ instructions }: { instructions: readonly string[] }) {
  return (
    <Panel id="lead-instructions" title={LEAD_TEXT.leadInstructions}>
      {instructions.length ? (
        <ul>
          {instructions.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      ) : (
        <StyledMuted>{LEAD_TEXT.noInstructions}</StyledMuted>
      )}
    </Panel>
  );
}
