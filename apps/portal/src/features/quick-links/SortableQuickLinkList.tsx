import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { QuickLink } from '@meridian/api';
import { Checkbox, IconButton } from '@meridian/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { DeleteIcon, EditIcon, GripIcon } from './icons';
import { StyledKind, StyledRow } from './styles';

export interface SortableQuickLinkListProps {
  /** The links in their current order. */
  links: ReadonlyArray<QuickLink>;
  /** Shown ('1') or hidden ('0') per link id, as edited so far. */
  display: Readonly<Record<number, '0' | '1'>>;
  canChange(link: QuickLink): boolean;
  onToggle(id: number, shown: boolean): void;
  onReorder(ids: number[]): void;
  onEdit(link: QuickLink): void;
  onDelete(link: QuickLink): void;
  /** True while an item is picked up, so Escape cancels the move instead of closing the dialog. */
  onDraggingChange(dragging: boolean): void;
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledSortableRow = styled(StyledRow)`
  position: relative;
  background: ${({ theme }) => theme.color.canvas};

  &[data-dragging] {
    z-index: 1;
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const StyledHandle = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: grab;
  touch-action: none;

  &:hover {
    background: ${({ theme }) => theme.color.neutralSubtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const StyledToggle = styled.div`
  flex: 1;
  min-width: 0;
  label {
    overflow-wrap: anywhere;
  }
`;

/** What a screen reader hears while a link is moved with the keyboard. */
const instructions = {
  draggable:
    'To move a quick link, press Space or Enter. While moving, use the up and down arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
};

function SortableItem({ link, props }: { link: QuickLink; props: SortableQuickLinkListProps }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: link.quicklink_id,
  });
  const title = link.quicklink_title;
  const changeable = props.canChange(link);
  return (
    <StyledSortableRow
      ref={setNodeRef}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform ? { ...transform, x: 0 } : null), transition }}
    >
      <StyledHandle ref={setActivatorNodeRef} type="button" {...attributes} {...listeners} aria-label={`Move ${title}`}>
        <GripIcon />
      </StyledHandle>
      <StyledToggle>
        <Checkbox
          label={title}
          checked={props.display[link.quicklink_id] === '1'}
          onCheckedChange={(checked) => props.onToggle(link.quicklink_id, checked === true)}
        />
      </StyledToggle>
      <StyledKind>{link.quicklink_hierarchy_type_name}</StyledKind>
      {changeable ? (
        <>
          <IconButton
            size="small"
            icon={<EditIcon />}
            aria-label={`Edit ${title}`}
            onClick={() => props.onEdit(link)}
          />
          <IconButton
            size="small"
            variant="danger"
            icon={<DeleteIcon />}
            aria-label={`Delete ${title}`}
            onClick={() => props.onDelete(link)}
          />
        </>
      ) : null}
    </StyledSortableRow>
  );
}

/**
 * The quick links in edit mode: a show/hide checkbox per link, and a handle to drag it to another
 * place with the pointer, or to move it with the keyboard (Space to pick up, arrows to move, Space
 * to drop, Escape to cancel), announced by title.
 */
export function SortableQuickLinkList(props: SortableQuickLinkListProps) {
  const { links, onReorder, onDraggingChange } = props;
  // The live region must sit inside the dialog: the modal hides everything outside from assistive technology.
  const [liveContainer, setLiveContainer] = useState<HTMLDivElement | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = links.map((link) => link.quicklink_id);
  const titleOf = (id: UniqueIdentifier) => links.find((link) => link.quicklink_id === id)?.quicklink_title ?? '';
  const position = (id: UniqueIdentifier | undefined) => `position ${ids.indexOf(Number(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} moved to ${position(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} dropped at ${position(over.id)}.` : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Move cancelled. ${titleOf(active.id)} is back at ${position(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onDraggingChange(false);
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <div ref={setLiveContainer}>
      {liveContainer ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ container: liveContainer, announcements, screenReaderInstructions: instructions }}
          onDragStart={() => onDraggingChange(true)}
          onDragEnd={onDragEnd}
          onDragCancel={() => onDraggingChange(false)}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <StyledList aria-label="Quick links">
              {links.map((link) => (
                <SortableItem key={link.quicklink_id} link={link} props={props} />
              ))}
            </StyledList>
          </SortableContext>
        </DndContext>
      ) : null}
    </div>
  );
}
