import { Menu, NavList } from '@meridian/ui';
import type { ReactNode } from 'react';
import { SOA_CHOICE_LABELS, SOA_CHOICES, soaForLeadLabel, type SoaChoice } from './choices';

export interface SoaQuickActionProps {
  /** The selected lead's name. */
  leadName: string;
  icon: ReactNode;
  onChoose(choice: SoaChoice): void;
}

/** The sidebar's 'Scope of Appointment for {lead}': a menu of the four SOA kinds for the selected lead. */
export function SoaQuickAction({ leadName, icon, onChoose }: SoaQuickActionProps) {
  const label = soaForLeadLabel(leadName);
  return (
    <Menu>
      <Menu.Trigger>
        <NavList.Item as="button" type="button" title={label} icon={icon}>
          {label}
        </NavList.Item>
      </Menu.Trigger>
      <Menu.Content align="start">
        {SOA_CHOICES.map((choice) => (
          <Menu.Item key={choice} onSelect={() => onChoose(choice)}>
            {SOA_CHOICE_LABELS[choice]}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu>
  );
}
