import type { Editor } from '@tiptap/react';
import { Fragment, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { LinkIcon } from './icons';
import { HEADING_LEVELS, toolGroups, useToolbarState, type ResolvedToolbarOptions } from './toolbar-tools';
import { StyledBlockSelect, StyledSeparator, StyledToolbar, StyledToolButton } from './RichTextEditor.styles';

/** The props each toolbar item gets from `roving()`. */
interface RovingItem {
  'data-toolbar-item': '';
  tabIndex: number;
  onFocus(): void;
  disabled: boolean;
}

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
  const state = useToolbarState(editor);
  const tools = toolGroups(editor, options, state);
  const { toolbarRef, onKeyDown, roving } = useRovingToolbar(disabled);

  return (
    <StyledToolbar ref={toolbarRef} role="toolbar" aria-label={label} aria-controls={controls} onKeyDown={onKeyDown}>
      {options.headings && <HeadingSelect {...roving()} editor={editor} level={state.heading} />}
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

/**
 * Roving focus (WAI-ARIA APG toolbar pattern): one item in the tab order — the last one used, so Tab
 * back into the toolbar returns to it — and arrow keys, Home and End move between the items. `roving()`
 * is called once per item, in render order.
 */
function useRovingToolbar(disabled: boolean) {
  const toolbarRef = useRef<HTMLDivElement>(null);
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
  const roving = (): RovingItem => {
    const mine = index++;
    return {
      'data-toolbar-item': '',
      tabIndex: mine === active ? 0 : -1,
      onFocus: () => setActive(mine),
      disabled,
    };
  };

  return { toolbarRef, onKeyDown, roving };
}

/** The Paragraph / Heading 1–6 select. */
function HeadingSelect({ editor, level, ...item }: { editor: Editor; level: number } & RovingItem) {
  return (
    <StyledBlockSelect
      {...item}
      aria-label="Text style"
      value={String(level)}
      onChange={(event) => {
        const next = Number(event.target.value);
        if (next === 0) editor.chain().setParagraph().run();
        else
          editor
            .chain()
            .setHeading({ level: next as (typeof HEADING_LEVELS)[number] })
            .run();
      }}
    >
      <option value="0">Paragraph</option>
      {HEADING_LEVELS.map((heading) => (
        <option key={heading} value={heading}>
          Heading {heading}
        </option>
      ))}
    </StyledBlockSelect>
  );
}
