import { LEAD_IMPORT_DUPLICATE_ACTIONS, type LeadImportDuplicateAction } from '@meridian/domain';
import { RadioGroup } from '@meridian/ui';
import { LEAD_IMPORT_TEXT as T } from './text';

/** What an import does with a row that looks like a lead the account has: chosen on upload, again before the run. */
export function DuplicateActionChoice({
  value,
  onChange,
}: {
  value: LeadImportDuplicateAction;
  onChange: (value: LeadImportDuplicateAction) => void;
}) {
  return (
    <RadioGroup
      label={T.duplicates}
      value={value}
      onValueChange={(next) => onChange(next as LeadImportDuplicateAction)}
    >
      {LEAD_IMPORT_DUPLICATE_ACTIONS.map((action) => (
        <RadioGroup.Item key={action} value={action} label={T.duplicateActions[action]} />
      ))}
    </RadioGroup>
  );
}
