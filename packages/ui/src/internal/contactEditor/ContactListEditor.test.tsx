import type { ContactEmail } from '@meridian/domain';
import { screen } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-utils';
import { ContactListEditor } from './ContactListEditor';
import type { ContactRowFieldsProps } from './types';

interface Extra {
  suffix: string;
}

/** Which rows rendered, in order; a module-level component, as the editors' fields are. */
let rendered: number[] = [];

function Fields({ entry, index, name, patch, touch, extra }: ContactRowFieldsProps<ContactEmail, Extra>) {
  rendered.push(index);
  return (
    <label>
      {`${name}${extra.suffix}`}
      <input
        data-part="value"
        value={entry.email}
        onChange={(event) => patch({ email: event.target.value })}
        onBlur={() => touch('value')}
      />
    </label>
  );
}

const initial: ContactEmail[] = [
  { email: 'a@example.com', email_type: 'Home', isSelected: true },
  { email: 'b@example.com', email_type: 'Work', isSelected: false },
  { email: 'c@example.com', email_type: 'Work', isSelected: false },
];

function Editor() {
  const [emails, setEmails] = useState(initial);
  const extra = useMemo(() => ({ suffix: ' address' }), []);
  return (
    <ContactListEditor
      kind="email"
      editorRef={null}
      entries={emails}
      onEntriesChange={setEmails}
      label="Emails"
      rowLabel="Email"
      disabled={false}
      showErrors={false}
      addTypes={['Home', 'Work']}
      newEntry={(type) => ({ email: '', email_type: type as ContactEmail['email_type'] })}
      Fields={Fields}
      rowExtra={() => extra}
    />
  );
}

describe('given a contact list editor of three rows', () => {
  it('when a row is typed into or left then only that row renders again', async () => {
    const { user } = renderWithTheme(<Editor />);
    const second = screen.getByRole('textbox', { name: 'Email 2 address' });
    rendered = [];
    await user.type(second, 'x');
    expect(second).toHaveValue('b@example.comx');
    expect(new Set(rendered)).toEqual(new Set([1]));
    rendered = [];
    await user.click(screen.getByRole('textbox', { name: 'Email 3 address' }));
    expect(new Set(rendered)).toEqual(new Set([1]));
  });
});
