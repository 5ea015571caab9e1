import { Button, Checkbox, Field, TagInput, TextInput } from '@meridian/ui';
import type { LeadDetailsForm } from './leadDetailsForm';
import { StyledGrid, StyledSpan2 } from './styles';
import { type SectionProps, Section } from './detailsSectionParts';

export function InstructionsSection({ instructions }: { instructions: readonly string[] }) {
  return (
    <Section id="lead-details-instructions" title="Lead Instruction">
      {instructions.length ? (
        <ul>
          {instructions.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      ) : (
        <p>No lead instructions.</p>
      )}
    </Section>
  );
}

/** Tags: chips with autocomplete; Enter, comma and Add Tag add (TagInput applies the domain rules). */
export function TagsSection({ values, set, known }: SectionProps & { known: readonly string[] }) {
  return (
    <Section id="lead-details-tags" title="Tags">
      <TagInput
        value={values.tags}
        onValueChange={(tags) => set('tags', tags)}
        suggestions={known}
        inputLabel="Tag"
        addLabel="Add Tag"
      />
    </Section>
  );
}

/** The four channels, checked when permission is given (the do_not_* flags inverted), the last change and the history link. */
export function ContactPermissionsSection({
  values,
  set,
  lastUpdated,
  onShowHistory,
}: SectionProps & { lastUpdated: string; onShowHistory(): void }) {
  const check = (key: keyof LeadDetailsForm['permissions'], label: string) => (
    <Checkbox
      label={label}
      checked={values.permissions[key]}
      onCheckedChange={(on) => set('permissions', { ...values.permissions, [key]: on === true })}
    />
  );
  return (
    <Section id="lead-details-permissions" title="Contact Permissions">
      <StyledGrid>
        {check('email', 'Email')}
        {check('phone', 'Phone')}
        {check('text', 'Text')}
        {check('mail', 'Mail')}
      </StyledGrid>
      {lastUpdated ? <p>{`Last updated by ${lastUpdated}`}</p> : null}
      <div>
        <Button size="small" variant="invisible" onClick={onShowHistory}>
          Permission History
        </Button>
      </div>
    </Section>
  );
}

/** Latest disposition: date, title, description, read-only. */
export function LatestDispositionSection({
  date,
  title,
  description,
}: {
  date: string;
  title: string;
  description: string;
}) {
  return (
    <Section id="lead-details-disposition" title="Latest Disposition">
      <StyledGrid>
        <Field>
          <Field.Label>Disposition Date</Field.Label>
          <TextInput block readOnly value={date} />
        </Field>
        <Field>
          <Field.Label>Disposition</Field.Label>
          <TextInput block readOnly value={title} />
        </Field>
        <StyledSpan2>
          <Field>
            <Field.Label>Description</Field.Label>
            <TextInput block readOnly value={description} />
          </Field>
        </StyledSpan2>
      </StyledGrid>
    </Section>
  );
}
