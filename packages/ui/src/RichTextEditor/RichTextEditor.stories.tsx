import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../Dialog';
import { Field } from '../Field';
import { axeViolations } from '../test-utils/axe';
import { RichTextEditor, type RichTextEditorHandle, type RichTextEditorProps } from './RichTextEditor';

/** A controlled editor in a Field, as the New Lead dialog's Notes box uses it. */
function Notes(args: RichTextEditorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Field>
      <Field.Label>Notes</Field.Label>
      <RichTextEditor
        {...args}
        value={value}
        onChange={(html) => {
          setValue(html);
          args.onChange(html);
        }}
      />
      <Field.Error>{args.invalid ? 'Enter a note.' : undefined}</Field.Error>
    </Field>
  );
}

/**
 * Types into the editor one key at a time, waiting for each character to land: keys sent faster
 * than ProseMirror reads the DOM back are sometimes dropped by the simulated input.
 */
async function typeText(notes: HTMLElement, text: string) {
  for (const ch of text) {
    const before = notes.textContent?.length ?? 0;
    await userEvent.keyboard(ch);
    await waitFor(() => expect(notes.textContent?.length ?? 0).toBeGreaterThan(before));
  }
}

/** The editor in a dialog that Escape closes (as the admin's notice editor will be). */
function NotesInDialog(args: RichTextEditorProps) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Edit notice">
      <Notes {...args} />
    </Dialog>
  );
}

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  args: { value: '', onChange: fn(), placeholder: 'Add a note' },
  render: (args) => <Notes {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

const lastHtml = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return calls.at(-1)?.[0] as string | undefined;
};

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(notes).toHaveAttribute('aria-multiline', 'true');
    await expect(canvas.getByText('Add a note')).toBeVisible();
    // Tab: first the toolbar (one stop), then the text.
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Text style' })).toHaveFocus();
    await userEvent.tab();
    await expect(notes).toHaveFocus();
    await typeText(notes, 'Called about the plan');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Called about the plan</p>'));
    await expect(canvas.queryByText('Add a note')).not.toBeInTheDocument();
    // Ctrl+B makes what follows bold and presses the Bold button.
    await userEvent.keyboard('{Control>}b{/Control}');
    await typeText(notes, ' today');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Called about the plan<strong> today</strong></p>'));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    // Select all and delete: the value is '' again, not <p></p>.
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe(''));
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const ToolbarByMouse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await typeText(notes, 'Medicare Advantage');
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p><strong>Medicare Advantage</strong></p>'));
    await userEvent.click(canvas.getByRole('button', { name: 'Italic' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe('<ul><li><p><strong><em>Medicare Advantage</em></strong></p></li></ul>'),
    );
    await expect(canvas.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Text style' }), 'Heading 2');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<h2><strong><em>Medicare Advantage</em></strong></h2>'));
    await userEvent.click(canvas.getByRole('button', { name: 'Align right' }));
    await waitFor(() => expect(notes.querySelector('h2')).toHaveStyle({ textAlign: 'right' }));
    await expect(canvas.getByRole('button', { name: 'Align right' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Align left' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.tab();
    await userEvent.tab();
    await typeText(notes, 'Follow up');
    await userEvent.keyboard('{Control>}a{/Control}');
    // Back to the toolbar, along it with the arrow keys, and press Underline with Space.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('combobox', { name: 'Text style' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Underline' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p><u>Follow up</u></p>'));
    await expect(canvas.getByRole('button', { name: 'Underline' })).toHaveAttribute('aria-pressed', 'true');
    // Left from the first control wraps to the last (Home and End are covered by the unit tests).
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Justify' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p style="text-align: justify;"><u>Follow up</u></p>'));
    // Only one toolbar control is in the tab order: Tab leaves the toolbar for the text.
    await userEvent.tab();
    await expect(notes).toHaveFocus();
  },
};

export const WithLink: Story = {
  args: { toolbar: { link: true }, value: '<p>See CMS guidance</p>' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await userEvent.keyboard('{Control>}a{/Control}');
    const linkButton = canvas.getByRole('button', { name: 'Link' });
    await userEvent.click(linkButton);
    await expect(linkButton).toHaveAttribute('aria-expanded', 'true');
    const address = canvas.getByRole('textbox', { name: 'Link address' });
    await expect(address).toHaveFocus();
    // javascript: is refused with a message, and nothing changes.
    await userEvent.type(address, 'javascript:alert(document.cookie){Enter}');
    await expect(address).toHaveAccessibleDescription('Enter a web address that starts with http:// or https://.');
    await expect(notes.querySelector('a')).toBeNull();
    // An https address is applied; the link opens in a new tab without the opener.
    await userEvent.clear(address);
    await userEvent.type(address, 'https://www.cms.gov/medicare{Enter}');
    const link = await waitFor(() => {
      const a = notes.querySelector('a');
      if (!a) throw new Error('no link yet');
      return a;
    });
    await expect(link).toHaveAttribute('href', 'https://www.cms.gov/medicare');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(lastHtml(args.onChange)).toContain('href="https://www.cms.gov/medicare"');
    await expect(notes).toHaveFocus();
    // Escape closes the form and returns focus to the Link button.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit link' }));
    await expect(canvas.getByRole('textbox', { name: 'Link address' })).toHaveValue('https://www.cms.gov/medicare');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit link' })).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const InvalidAndDisabled: Story = {
  args: { invalid: true, disabled: true, value: '<p>Read only</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(notes).toHaveAttribute('aria-invalid', 'true');
    await expect(notes).toHaveAttribute('aria-disabled', 'true');
    await expect(notes).toHaveAccessibleDescription('Enter a note.');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const AllHeadings: Story = {
  args: {
    minHeight: 240,
    value:
      '<h1>Heading 1</h1><h2>Heading 2</h2><h3>Heading 3</h3><h4>Heading 4</h4><h5>Heading 5</h5><h6>Heading 6</h6>' +
      '<p style="text-align: center">Centered <s>struck</s> text</p><ol><li><p>One</p></li><li><p>Two</p></li></ol>',
  },
  play: async ({ canvasElement }) => {
    const notes = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(notes.querySelectorAll('h1, h2, h3, h4, h5, h6')).toHaveLength(6);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const LinkInDialog: Story = {
  args: { toolbar: { link: true }, value: '<p>CMS</p>' },
  render: (args) => <NotesInDialog {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Edit notice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Link address' })).toHaveFocus();
    // Escape closes the link form only, not the dialog around the editor.
    await userEvent.keyboard('{Escape}');
    await expect(within(dialog).queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Link' })).toHaveFocus();
    // Still open: visible once its opening fade has run (on a busy machine it may still be fading in).
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Edit notice' })).toBeVisible());
  },
};

/** Notice text with a download tag, and a button inserting another at the caret through the ref. */
function NoticeWithDownloads(args: RichTextEditorProps) {
  const editor = useRef<RichTextEditorHandle>(null);
  const [value, setValue] = useState(args.value);
  return (
    <>
      <Field>
        <Field.Label>Notice text</Field.Label>
        <RichTextEditor
          {...args}
          ref={editor}
          value={value}
          onChange={(html) => {
            setValue(html);
            args.onChange(html);
          }}
        />
      </Field>
      <button type="button" onClick={() => editor.current?.insertDownloadTag('lead_export', 'Download your leads')}>
        Insert download link
      </button>
    </>
  );
}

export const DownloadTags: Story = {
  args: {
    downloadTags: true,
    toolbar: { link: true },
    value: '<p>Your report: <download type="current_plan">Download the current plan report (CSV)</download></p>',
  },
  render: (args) => <NoticeWithDownloads {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Notice text' });
    await expect(text.querySelector('download')).toHaveAttribute('type', 'current_plan');
    await userEvent.click(canvas.getByRole('button', { name: 'Insert download link' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<download type="lead_export">Download your leads</download>'),
      ),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringContaining('<download type="current_plan">Download the current plan report (CSV)</download>'),
    );
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};
