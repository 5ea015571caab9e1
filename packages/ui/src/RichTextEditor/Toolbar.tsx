import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BulletListIcon,
  LinkIcon,
  NumberedListIcon,
} from './icons';
import { StyledBlockSelect, StyledSeparator, StyledToolbar, StyledToolButton } from './RichTextEditor.styles';

/** Which groups of tools the toolbar shows. Everything but `link` is on unless turned off. */
export interface RichTextToolbarOptions {
  /** Bold, italic, underline, strike. */
  marks?: boolean;
  /** The Paragraph / Heading 1–6 select. */
  headings?: boolean;
  /** Bullet and numbered lists. */
  lists?: boolean;
  /** Align left, center, right, justify. */
  alignment?: boolean;
  /** Links (http and https only). Off unless asked for. */
  link?: boolean;
}

export type ResolvedToolbarOptions = Required<RichTextToolbarOptions>;

export function resolveToolbar(options: RichTextToolbarOptions | undefined): ResolvedToolbarOptions {
  return {
    marks: options?.marks ?? true,
    headings: options?.headings ?? true,
    lists: options?.lists ?? true,
    alignment: options?.alignment ?? true,
    link: options?.link ?? false,
  };
}

type Tool = {
  name: string;
  label: string;
  pressed: boolean;
  run(focusText: boolean): void;
  icon: ReactNode;
  /** `aria-keyshortcuts` and the hint in the title. */
  shortcut?: { aria: string; hint: string };
};

interface ToolbarProps {
  editor: Editor;
  options: ResolvedToolbarOptions;
  label: string;
  controls: string;
  disabled: boolean;
  linkOpen: boolean;
  onLink(): void;
  linkButtonRef: Ref<HTMLButtonElement>;
  linkFormId: string;
}

const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
const ALIGNMENTS = [
  { value: 'left', label: 'Align left', icon: <AlignLeftIcon /> },
  { value: 'center', label: 'Align center', icon: <AlignCenterIcon /> },
  { value: 'right', label: 'Align right', icon: <AlignRightIcon /> },
  { value: 'justify', label: 'Justify', icon: <AlignJustifyIcon /> },
] as const;

/**
 * The formatting toolbar: an ARIA toolbar with one tab stop; arrow keys, Home and End move between
 * its controls (WAI-ARIA APG toolbar pattern). Toggle buttons report their state with aria-pressed.
 */
export function Toolbar({
  editor,
  options,
  label,
  controls,
  disabled,
  linkOpen,
  onLink,
  linkButtonRef,
  linkFormId,
}: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      heading: HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? 0,
      align: ALIGNMENTS.find((a) => e.isActive({ textAlign: a.value }))?.value ?? 'left',
    }),
  });
  // A click sends focus back to the text; a key press (Enter, Space) leaves it on the toolbar, so a
  // keyboard user can apply several formats in a row (APG toolbar pattern) and Tab to the text.
  const chain = (focusText: boolean) => (focusText ? editor.chain().focus() : editor.chain());
  const tools: Tool[][] = [];
  if (options.marks)
    tools.push([
      {
        name: 'bold',
        label: 'Bold',
        pressed: state.bold,
        run: (f) => chain(f).toggleBold().run(),
        icon: <b>B</b>,
        shortcut: { aria: 'Control+B', hint: 'Ctrl+B' },
      },
      {
        name: 'italic',
        label: 'Italic',
        pressed: state.italic,
        run: (f) => chain(f).toggleItalic().run(),
        icon: <i>I</i>,
        shortcut: { aria: 'Control+I', hint: 'Ctrl+I' },
      },
      {
        name: 'underline',
        label: 'Underline',
        pressed: state.underline,
        run: (f) => chain(f).toggleUnderline().run(),
        icon: <u>U</u>,
        shortcut: { aria: 'Control+U', hint: 'Ctrl+U' },
      },
      {
        name: 'strike',
        label: 'Strikethrough',
        pressed: state.strike,
        run: (f) => chain(f).toggleStrike().run(),
        icon: <s>S</s>,
        shortcut: { aria: 'Control+Shift+S', hint: 'Ctrl+Shift+S' },
      },
    ]);
  if (options.lists)
    tools.push([
      {
        name: 'bulletList',
        label: 'Bulleted list',
        pressed: state.bulletList,
        run: (f) => chain(f).toggleBulletList().run(),
        icon: <BulletListIcon />,
      },
      {
        name: 'orderedList',
        label: 'Numbered list',
        pressed: state.orderedList,
        run: (f) => chain(f).toggleOrderedList().run(),
        icon: <NumberedListIcon />,
      },
    ]);
  if (options.alignment)
    tools.push(
      ALIGNMENTS.map((a) => ({
        name: `align-${a.value}`,
        label: a.label,
        pressed: state.align === a.value,
        run: (f) => chain(f).setTextAlign(a.value).run(),
        icon: a.icon,
      })),
    );

  const toolbarRef = useRef<HTMLDivElement>(null);
  // The one item in the tab order: the last one used, so Tab back into the toolbar returns to it.
  const [active, setActive] = useState(0);
  const items = () => [...(toolbarRef.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? [])];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const current = all.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const next = {
      ArrowRight: (current + 1) % all.length,
      ArrowLeft: (current - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    all[next]?.focus();
  };
  let index = 0;
  const roving = () => {
    const mine = index++;
    return {
      'data-toolbar-item': '',
      tabIndex: mine === active ? 0 : -1,
      onFocus: () => setActive(mine),
      disabled,
    };
  };

  return (
    <StyledToolbar ref={toolbarRef} role="toolbar" aria-label={label} aria-controls={controls} onKeyDown={onKeyDown}>
      {options.headings && (
        <StyledBlockSelect
          {...roving()}
          aria-label="Text style"
          value={String(state.heading)}
          onChange={(event) => {
            const level = Number(event.target.value);
            if (level === 0) editor.chain().setParagraph().run();
            else
              editor
                .chain()
                .setHeading({ level: level as (typeof HEADING_LEVELS)[number] })
                .run();
          }}
        >
          <option value="0">Paragraph</option>
          {HEADING_LEVELS.map((level) => (
            <option key={level} value={level}>
              Heading {level}
            </option>
          ))}
        </StyledBlockSelect>
      )}
      {tools.map((group, g) => (
        <Fragment key={group[0]!.name}>
          {(g > 0 || options.headings) && <StyledSeparator aria-hidden="true" />}
          {group.map((tool) => (
            <StyledToolButton
              key={tool.name}
              type="button"
              {...roving()}
              aria-label={tool.label}
              aria-pressed={tool.pressed}
              aria-keyshortcuts={tool.shortcut?.aria}
              title={tool.shortcut ? `${tool.label} (${tool.shortcut.hint})` : tool.label}
              // Keep the editor's selection when the button is clicked with the mouse.
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => tool.run(event.detail !== 0)}
            >
              {tool.icon}
            </StyledToolButton>
          ))}
        </Fragment>
      ))}
      {options.link && (
        <>
          {(tools.length > 0 || options.headings) && <StyledSeparator aria-hidden="true" />}
          <StyledToolButton
            ref={linkButtonRef}
            type="button"
            {...roving()}
            aria-label={state.link ? 'Edit link' : 'Link'}
            aria-expanded={linkOpen}
            aria-controls={linkOpen ? linkFormId : undefined}
            title={state.link ? 'Edit link' : 'Link'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={onLink}
          >
            <LinkIcon />
          </StyledToolButton>
        </>
      )}
    </StyledToolbar>
  );
}
