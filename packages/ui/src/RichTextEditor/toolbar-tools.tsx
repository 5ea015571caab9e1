import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BulletListIcon,
  NumberedListIcon,
} from './icons';

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

export type Tool = {
  name: string;
  label: string;
  pressed: boolean;
  run(focusText: boolean): void;
  icon: ReactNode;
  /** `aria-keyshortcuts` and the hint in the title. */
  shortcut?: { aria: string; hint: string };
};

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export const ALIGNMENTS = [
  { value: 'left', label: 'Align left', icon: <AlignLeftIcon /> },
  { value: 'center', label: 'Align center', icon: <AlignCenterIcon /> },
  { value: 'right', label: 'Align right', icon: <AlignRightIcon /> },
  { value: 'justify', label: 'Justify', icon: <AlignJustifyIcon /> },
] as const;

/** What the toolbar shows as pressed or chosen, re-read when the editor's selection or content changes. */
export function useToolbarState(editor: Editor) {
  return useEditorState({
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
}

export type ToolbarState = ReturnType<typeof useToolbarState>;

/** The toggle buttons, in groups (a separator between groups), for the options turned on. */
export function toolGroups(editor: Editor, options: ResolvedToolbarOptions, state: ToolbarState): Tool[][] {
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
  return tools;
}
