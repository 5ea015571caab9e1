import { Button, Menu } from '@meridian/ui';
import { SOA_ACTION_LABEL, SOA_CHOICE_LABELS, SOA_CHOICES, type SoaChoice } from './choices';

/** The lead page's Scope of Appointment menu: Face to Face, Remote, Enhanced, Voice Signature. */
export function SoaMenu({ onChoose }: { onChoose(choice: SoaChoice): void }) {
  return (
    <Menu>
      <Menu.Trigger>
        <Button>{SOA_ACTION_LABEL}</Button>
      </Menu.Trigger>
      <Menu.Content align="end">
        {SOA_CHOICES.map((choice) => (
          <Menu.Item key={choice} onSelect={() => onChoose(choice)}>
            {SOA_CHOICE_LABELS[choice]}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu>
  );
}
