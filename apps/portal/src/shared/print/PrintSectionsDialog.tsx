import { Button, Checkbox, Dialog } from '@meridian/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import type { PrintSection } from './print';

export const PRINT_TEXT = {
  title: 'Print',
  intro: 'Choose the sections to print. The header and the details at the top are always printed.',
  print: 'Print',
  cancel: 'Cancel',
} as const;

const StyledList = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    padding: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface PrintSectionsDialogProps {
  sections: readonly PrintSection[];
  /** The sections left out last time (the print settings). */
  initiallyOmitted: readonly string[];
  onPrint(chosen: ReadonlySet<string>): void;
  onClose(): void;
}

/** The print window's choice of sections (the lead page's panels); Print closes it and prints. */
export function PrintSectionsDialog({ sections, initiallyOmitted, onPrint, onClose }: PrintSectionsDialogProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(sections.map((s) => s.id).filter((id) => !initiallyOmitted.includes(id))),
  );
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={PRINT_TEXT.title}
      width="small"
      footer={
        <>
          <Button onClick={onClose}>{PRINT_TEXT.cancel}</Button>
          <Button variant="primary" onClick={() => onPrint(chosen)}>
            {PRINT_TEXT.print}
          </Button>
        </>
      }
    >
      <StyledList>
        <legend>{PRINT_TEXT.intro}</legend>
        {sections.map((section) => (
          <Checkbox
            key={section.id}
            label={section.title}
            checked={chosen.has(section.id)}
            onCheckedChange={(checked) => toggle(section.id, checked === true)}
          />
        ))}
      </StyledList>
    </Dialog>
  );
}
