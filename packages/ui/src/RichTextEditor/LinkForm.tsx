import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { Field } from '../Field';
import { useStableCallback } from '../internal/useStableCallback';
import { TextInput } from '../TextInput';
import { LINK_REFUSED_MESSAGE, safeLinkHref } from './link';
import { StyledLinkForm } from './RichTextEditor.styles';

interface LinkFormProps {
  id: string;
  editor: Editor;
  /** Closes the form; `applied` tells whether the text changed (focus goes to the text) or not (to the Link button). */
  onClose(applied: boolean): void;
}

/**
 * The link form under the toolbar: the address of the link at the cursor (or of the selection), with
 * Apply, Remove link and Cancel. Only http and https addresses are accepted; Escape cancels.
 */
export function LinkForm({ id, editor, onClose }: LinkFormProps) {
  const existing = editor.getAttributes('link').href as string | undefined;
  const [href, setHref] = useState(existing ?? '');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const apply = () => {
    if (!href.trim()) {
      remove();
      return;
    }
    const safe = safeLinkHref(href);
    if (!safe) {
      setError(LINK_REFUSED_MESSAGE);
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: safe, marks: [{ type: 'link', attrs: { href: safe } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: safe }).run();
    }
    onClose(true);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose(true);
  };
  // Escape cancels the form only. Caught on the window in the capture phase, before a surrounding
  // Radix dialog's document listener, which would otherwise close the whole dialog.
  const formRef = useRef<HTMLDivElement>(null);
  const cancel = useStableCallback(() => onClose(false));
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !formRef.current?.contains(event.target as Node)) return;
      event.preventDefault();
      event.stopPropagation();
      cancel();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [cancel]);

  return (
    <StyledLinkForm ref={formRef} id={id} role="group" aria-label="Link">
      <Field>
        <Field.Label>Link address</Field.Label>
        <TextInput
          block
          size="small"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          ref={inputRef}
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <Field.Error>{error}</Field.Error>
      </Field>
      <Button size="small" variant="primary" onClick={apply}>
        Apply
      </Button>
      {existing && (
        <Button size="small" onClick={remove}>
          Remove link
        </Button>
      )}
      <Button size="small" onClick={() => onClose(false)}>
        Cancel
      </Button>
    </StyledLinkForm>
  );
}
