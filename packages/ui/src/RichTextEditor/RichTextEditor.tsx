import TextAlign from '@tiptap/extension-text-align';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ForwardedRef,
  type RefObject,
} from 'react';
import { useFieldContext, useFieldControl } from '../Field/Field';
import { useStableCallback } from '../internal/useStableCallback';
import { DownloadTag } from './download';
import { isAllowedLink } from './link';
import { LinkForm } from './LinkForm';
import { StyledContent, StyledFrame, StyledPlaceholder } from './RichTextEditor.styles';
import { Toolbar } from './Toolbar';
import { resolveToolbar, type ResolvedToolbarOptions, type RichTextToolbarOptions } from './toolbar-tools';

export interface RichTextEditorProps {
  /** The content as HTML; '' when empty. */
  value: string;
  /** Called with the new HTML on every change; an empty editor gives ''. */
  onChange(html: string): void;
  /** Id of the editable area; inside a `Field` the Field's id. */
  id?: string;
  /** Accessible name, when there is no visible label to point at. */
  'aria-label'?: string;
  /** Id(s) of the visible label; inside a `Field` its `Field.Label`. */
  'aria-labelledby'?: string;
  /** Id(s) of hints or errors; inside a `Field` its hint and error are added. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** Same as `aria-invalid`. */
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  /** Height of the editable area before it grows (CSS length). Default 96px. */
  minHeight?: string | number;
  /** Which tools show; the link tool is off unless `link: true`. */
  toolbar?: RichTextToolbarOptions;
  /** The toolbar's accessible name. Default "Formatting". */
  toolbarLabel?: string;
  onBlur?(): void;
  className?: string;
  /**
   * Keep notice download tags (`<download type="…">label</download>`, spec 01 §3) as they are, so
   * text holding one can be edited; insert new ones through the handle's `insertDownloadTag`.
   */
  downloadTags?: boolean;
}

/** What a parent can ask of the editor through its ref. */
export interface RichTextEditorHandle {
  /** Puts the caret back in the text (where it was, or at its start or end). */
  focus(position?: 'start' | 'end'): void;
  /**
   * Inserts a download tag with `label` at the caret (with `downloadTags` on), then a space, and
   * leaves the caret after it.
   */
  insertDownloadTag(type: string, label: string): void;
}

/**
 * Tiptap answers `<p></p>` for an empty document; callers get ''. So does a document without any
 * text (blank lines, an empty list or heading): there is nothing to save.
 */
const toValue = (editor: Editor) => (editor.state.doc.textContent.trim() === '' ? '' : editor.getHTML());

/**
 * A rich-text editor (Tiptap): bold, italic, underline, strike, headings 1–6, bulleted and numbered
 * lists, alignment and, when asked for, links limited to http and https (spec 01 §9). The editable
 * area is a labelled multi-line textbox; the toolbar is one tab stop with arrow-key navigation.
 * The HTML it produces must still be sanitized where it is stored and shown (`SafeHtml`).
 */
export const RichTextEditor = forwardRef<RichTextEditorHandle, RichTextEditorProps>(
  function RichTextEditor(props, ref) {
    const field = useFieldContext();
    const wired = useFieldControl({
      id: props.id,
      'aria-describedby': props['aria-describedby'],
      'aria-invalid': props['aria-invalid'] ?? (props.invalid || undefined),
      required: props.required,
      disabled: props.disabled,
    });
    const generatedId = useId();
    const id = wired.id ?? `rte-${generatedId}`;
    const labelledBy = props['aria-labelledby'] ?? (props['aria-label'] ? undefined : field?.labelId);
    const disabled = Boolean(wired.disabled);
    const invalid = Boolean(wired['aria-invalid']);
    const options = useMemo(() => resolveToolbar(props.toolbar), [props.toolbar]);
    const onChange = useStableCallback(props.onChange);
    const onBlur = useStableCallback(() => props.onBlur?.());
    const lastEmitted = useRef(props.value);
    const [linkOpen, setLinkOpen] = useState(false);
    const linkButtonRef = useRef<HTMLButtonElement>(null);
    const linkFormId = `${id}-link`;

    const attributes: Record<string, string> = {
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
      ...(props['aria-label'] ? { 'aria-label': props['aria-label'] } : {}),
      ...(wired['aria-describedby'] ? { 'aria-describedby': wired['aria-describedby'] } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      ...(wired.required ? { 'aria-required': 'true' } : {}),
      ...(disabled ? { 'aria-disabled': 'true' } : {}),
      ...(props.placeholder ? { 'aria-placeholder': props.placeholder } : {}),
    };

    const editor = useEditor({
      // Rendered on the client only: no hydration mismatch, and the first render has the editor.
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editable: !disabled,
      content: props.value,
      extensions: editorExtensions(options, props.downloadTags),
      editorProps: { attributes },
      onUpdate: ({ editor: e }) => {
        const html = toValue(e);
        if (html === lastEmitted.current) return;
        lastEmitted.current = html;
        onChange(html);
      },
      onBlur: () => onBlur(),
    });

    useEditorProps(editor, { attributes, disabled, value: props.value, lastEmittedRef: lastEmitted });
    useEditorHandle(ref, editor);

    const isEmpty = useEditorState({ editor, selector: ({ editor: e }) => e.isEmpty });

    return (
      <StyledFrame
        className={props.className}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <Toolbar
          editor={editor}
          options={options}
          label={props.toolbarLabel ?? 'Formatting'}
          controls={id}
          disabled={disabled}
          linkOpen={linkOpen}
          onLink={() => setLinkOpen((open) => !open)}
          linkButtonRef={linkButtonRef}
          linkFormId={linkFormId}
        />
        {linkOpen && (
          <LinkForm
            id={linkFormId}
            editor={editor}
            onClose={(applied) => {
              setLinkOpen(false);
              if (applied) editor.commands.focus();
              else linkButtonRef.current?.focus();
            }}
          />
        )}
        <StyledContent
          $minHeight={typeof props.minHeight === 'number' ? `${props.minHeight}px` : (props.minHeight ?? '96px')}
        >
          {isEmpty && props.placeholder && (
            <StyledPlaceholder aria-hidden="true">{props.placeholder}</StyledPlaceholder>
          )}
          <EditorContent editor={editor} />
        </StyledContent>
      </StyledFrame>
    );
  },
);
RichTextEditor.displayName = 'RichTextEditor';

/** StarterKit without blocks the product does not use, alignment, and links (http/https) or download tags when asked for. */
function editorExtensions(options: ResolvedToolbarOptions, downloadTags: boolean | undefined) {
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      // No empty paragraph added after a heading or list: the HTML stays what the user wrote.
      trailingNode: false,
      link: options.link
        ? {
            openOnClick: false,
            autolink: true,
            defaultProtocol: 'https',
            protocols: [],
            isAllowedUri: (url) => isAllowedLink(url),
            HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
          }
        : false,
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right', 'justify'] }),
    ...(downloadTags ? [DownloadTag] : []),
  ];
}

/** Props that change after the editor was created: its attributes, editable, and a value set from outside. */
function useEditorProps(
  editor: Editor,
  {
    attributes,
    disabled,
    value,
    lastEmittedRef,
  }: { attributes: Record<string, string>; disabled: boolean; value: string; lastEmittedRef: RefObject<string> },
) {
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by their serialized form
  }, [editor, attributesKey]);
  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);
  useEffect(() => {
    if (value === lastEmittedRef.current) return;
    lastEmittedRef.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value, lastEmittedRef]);
}

/** What a parent can ask through the ref: focus, and inserting a download tag. */
function useEditorHandle(ref: ForwardedRef<RichTextEditorHandle>, editor: Editor) {
  useImperativeHandle(
    ref,
    () => ({
      focus: (position) => void editor.commands.focus(position ?? null),
      insertDownloadTag: (type, label) =>
        void editor
          .chain()
          .focus()
          .insertContent([
            { type: 'text', text: label, marks: [{ type: 'download', attrs: { type } }] },
            { type: 'text', text: ' ' },
          ])
          .run(),
    }),
    [editor],
  );
}
