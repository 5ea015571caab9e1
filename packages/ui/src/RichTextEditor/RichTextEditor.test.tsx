import { act, screen, waitFor } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { axeViolations, renderWithTheme } from '../test-utils';
import { LINK_REFUSED_MESSAGE, safeLinkHref } from './link';
import { RichTextEditor, type RichTextEditorHandle, type RichTextEditorProps } from './RichTextEditor';

function Notes(
  props: Partial<RichTextEditorProps> & {
    initial?: string;
    onHtml?: (html: string) => void;
    editorRef?: React.Ref<RichTextEditorHandle>;
  },
) {
  const { initial = '', onHtml, editorRef, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <Field>
      <Field.Label>Notes</Field.Label>
      <RichTextEditor
        ref={editorRef}
        value={value}
        onChange={(html) => {
          setValue(html);
          onHtml?.(html);
        }}
        {...rest}
      />
      <Field.Error>{rest.invalid ? 'Notes are required.' : undefined}</Field.Error>
    </Field>
  );
}

const textbox = () => screen.getByRole('textbox', { name: 'Notes' });

describe('given a RichTextEditor in a Field', () => {
  it('when rendered then the text area is a labelled multi-line textbox after a named toolbar, axe clean', async () => {
    const { container } = renderWithTheme(<Notes initial="<p>Hello <strong>there</strong></p>" />);
    expect(textbox()).toHaveAttribute('aria-multiline', 'true');
    expect(textbox()).toHaveAttribute('contenteditable', 'true');
    expect(textbox().querySelector('strong')).toHaveTextContent('there');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar).toHaveAttribute('aria-controls', textbox().id);
    expect(screen.getByRole('combobox', { name: 'Text style' })).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    // The link tool is off unless asked for.
    expect(screen.queryByRole('button', { name: 'Link' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when Tab is pressed then the toolbar is one stop and arrow keys, Home and End move inside it', async () => {
    const { user } = renderWithTheme(<Notes />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Text style' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Underline' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Justify' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('combobox', { name: 'Text style' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Justify' })).toHaveFocus();
    await user.tab();
    expect(textbox()).toHaveFocus();
    // Back into the toolbar: it remembers the last control used.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Justify' })).toHaveFocus();
  });

  it('when the text is selected and Bold is pressed then the HTML is bold and the button pressed', async () => {
    const onHtml = vi.fn();
    const { user } = renderWithTheme(<Notes initial="<p>Call back Monday</p>" onHtml={onHtml} />);
    act(() => textbox().focus());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<p><strong>Call back Monday</strong></p>'));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when a heading level and a list are chosen then the HTML follows', async () => {
    const onHtml = vi.fn();
    const { user } = renderWithTheme(<Notes initial="<p>Plan</p>" onHtml={onHtml} />);
    act(() => textbox().focus());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Text style' }), 'Heading 3');
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<h3>Plan</h3>'));
    expect(screen.getByRole('combobox', { name: 'Text style' })).toHaveValue('3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Text style' }), 'Paragraph');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<ol><li><p>Plan</p></li></ol>'));
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Align center' }));
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith('<ol><li><p style="text-align: center;">Plan</p></li></ol>'),
    );
  });

  it('when everything is deleted then onChange answers an empty string, not <p></p>', async () => {
    const onHtml = vi.fn();
    const { user } = renderWithTheme(<Notes initial="<p>x</p>" onHtml={onHtml} placeholder="Add a note" />);
    act(() => textbox().focus());
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith(''));
    expect(textbox()).toHaveAttribute('aria-placeholder', 'Add a note');
    expect(screen.getByText('Add a note')).toHaveAttribute('aria-hidden', 'true');
    // Structure without text is still nothing to save.
    await user.keyboard('{Enter}   ');
    expect(onHtml).toHaveBeenLastCalledWith('');
  });

  it('when invalid and disabled then the textbox says so and describes its error', () => {
    renderWithTheme(<Notes invalid disabled />);
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
    expect(textbox()).toHaveAttribute('aria-disabled', 'true');
    expect(textbox()).toHaveAttribute('contenteditable', 'false');
    expect(textbox()).toHaveAccessibleDescription('Notes are required.');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });

  it('when the value changes from outside then the editor shows it without calling onChange', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithTheme(<RichTextEditor aria-label="Notice" value="<p>One</p>" onChange={onChange} />);
    rerender(<RichTextEditor aria-label="Notice" value="<h2>Two</h2>" onChange={onChange} />);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Notice' }).querySelector('h2')).toHaveTextContent('Two'),
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('given the link tool', () => {
  it('when a javascript: address is applied then it is refused with a message and no link is made', async () => {
    const onHtml = vi.fn();
    const { user } = renderWithTheme(<Notes initial="<p>CMS</p>" onHtml={onHtml} toolbar={{ link: true }} />);
    act(() => textbox().focus());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAccessibleDescription(LINK_REFUSED_MESSAGE);
    expect(textbox().querySelector('a')).toBeNull();
    await user.clear(address);
    await user.type(address, 'https://www.cms.gov/medicare{Enter}');
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith(
        '<p><a target="_blank" rel="noopener noreferrer" href="https://www.cms.gov/medicare">CMS</a></p>',
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
  });

  it('when HTML with an unsafe link is loaded then the link is dropped', () => {
    renderWithTheme(
      <Notes
        initial='<p><a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p>'
        toolbar={{ link: true }}
      />,
    );
    const links = textbox().querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://ok.example');
  });

  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    ['www.cms.gov', 'https://www.cms.gov/'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,<script>x</script>', null],
    ['mailto:a@b.c', null],
    ['ftp://example.com', null],
    ['', null],
  ])('safeLinkHref(%j) is %j', (input, expected) => {
    expect(safeLinkHref(input)).toBe(expected);
  });
});

describe('given a RichTextEditor with download tags', () => {
  const tagged = '<p>Get <download type="current_plan">the report</download> now</p>';

  it('when text with a download tag is loaded then the tag shows; a tag inserted at the caret joins it in the HTML', () => {
    const onHtml = vi.fn();
    const editor = createRef<RichTextEditorHandle>();
    renderWithTheme(<Notes initial={tagged} downloadTags editorRef={editor} onHtml={onHtml} />);
    expect(textbox().querySelector('download')).toHaveAttribute('type', 'current_plan');
    act(() => editor.current!.focus('end'));
    act(() => editor.current!.insertDownloadTag('lead_export', 'Download your leads'));
    expect(onHtml).toHaveBeenLastCalledWith(
      '<p>Get <download type="current_plan">the report</download> now<download type="lead_export">Download your leads</download> </p>',
    );
  });

  it('when download tags are off then a loaded tag keeps only its text', () => {
    renderWithTheme(<Notes initial={tagged} />);
    expect(textbox().querySelector('download')).toBeNull();
    expect(textbox()).toHaveTextContent('Get the report now');
  });
});
