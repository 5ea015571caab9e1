import { Button, Dialog } from '@meridian/ui';
import { StyledBody, StyledFooter, StyledList } from './styles';
import { SOA_TEXT } from './text';

export interface RequirementsDialogProps {
  /** The lead details the SOA still needs ('First Name', 'Zip'…), as `soaModalStep` lists them. */
  missing: readonly string[];
  onClose(): void;
  /** Opens the Lead Details dialog for the lead. */
  onUpdateLead(): void;
}

/** The eSOA Requirements dialog (spec 02 §2.7): what is missing, Close and Update Lead. */
export function RequirementsDialog({ missing, onClose, onUpdateLead }: RequirementsDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={SOA_TEXT.requirementsTitle}
      description={SOA_TEXT.requirementsIntro}
      width="medium"
      footer={
        <StyledFooter>
          <Button onClick={onClose}>{SOA_TEXT.close}</Button>
          <Button variant="primary" onClick={onUpdateLead}>
            {SOA_TEXT.updateLead}
          </Button>
        </StyledFooter>
      }
    >
      <StyledBody>
        <StyledList aria-label={SOA_TEXT.requirementsTitle}>
          {missing.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </StyledList>
      </StyledBody>
    </Dialog>
  );
}

/** The notice that replaces the Enhanced send dialog while bulk SOA email is switched off (spec 02 §2.5). */
export function BulkDisabledDialog({ message, onClose }: { message: string; onClose(): void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={SOA_TEXT.bulkDisabledTitle}
      width="medium"
      footer={
        <StyledFooter>
          <Button onClick={onClose}>{SOA_TEXT.close}</Button>
        </StyledFooter>
      }
    >
      <StyledBody>
        <p>{message}</p>
      </StyledBody>
    </Dialog>
  );
}
