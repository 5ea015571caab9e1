import { Button, Menu } from '@meridian/ui';
import { SOA_TEXT } from './text';
import type { SoaChoice } from './types';

const CHOICES: readonly SoaChoice[] = ['f2f', 'remote', 'enhanced', 'vsig'];

/** The lead page's Scope of Appointment menu: Face to Face, Remote, Enhanced, Voice Signature. */
export function SoaMenu({ onChoose }: { onChoose(choice: SoaChoice): void }) {
  return (
    <Menu>
      <Menu.Trigger>
        <Button>{SOA_TEXT.action}</Button>
      </Menu.Trigger>
      <Menu.Content align="end">
        {CHOICES.map((choice) => (
          <Menu.Item key={choice} onSelect={() => onChoose(choice)}>
            {SOA_TEXT.choices[choice]}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu>
  );
}
