import { memo, useCallback, type ComponentType } from 'react';
import type { ContactKind } from '@meridian/domain';
import { RowEnd } from './RowEnd';
import { StyledRow } from './styles';
import type { ContactRowFieldsProps, RowActions } from './types';

export interface ContactRowProps<T, X> {
  kind: ContactKind;
  entry: T;
  index: number;
  name: string;
  removed: boolean;
  isDefault: boolean;
  disabled: boolean;
  showErrors: boolean;
  /** The fields of this row already left (the same array until one more is left). */
  touched: readonly string[];
  /** The editor's per-row data: the same object while it holds the same data, or the row re-renders. */
  extra: X;
  Fields: ComponentType<ContactRowFieldsProps<T, X>>;
  actions: RowActions<T>;
}

function ContactRowImpl<T, X>({
  kind,
  entry,
  index,
  name,
  removed,
  isDefault,
  disabled,
  showErrors,
  touched,
  extra,
  Fields,
  actions,
}: ContactRowProps<T, X>) {
  // Stable per row, so the fields can memoize what a keystroke elsewhere in the row does not change.
  const patch = useCallback((changes: Partial<T>) => actions.patch(index, changes), [actions, index]);
  const touch = useCallback((field: string) => actions.touch(index, field), [actions, index]);
  const shows = useCallback(
    (field: string) => !removed && (showErrors || touched.includes(field)),
    [removed, showErrors, touched],
  );
  const onDefault = useCallback(() => actions.setDefault(index), [actions, index]);
  const onRemove = useCallback(() => actions.remove(index), [actions, index]);
  const onUndo = useCallback(() => actions.undo(index), [actions, index]);
  return (
    <StyledRow
      data-kind={kind}
      data-row={index}
      data-removed={removed || undefined}
      data-default={isDefault || undefined}
    >
      <Fields
        entry={entry}
        index={index}
        name={name}
        off={disabled || removed}
        removed={removed}
        shows={shows}
        patch={patch}
        touch={touch}
        extra={extra}
      />
      <RowEnd
        name={name}
        isDefault={isDefault}
        removed={removed}
        disabled={disabled}
        onDefault={onDefault}
        onRemove={onRemove}
        onUndo={onUndo}
      />
    </StyledRow>
  );
}
/** Memoized by its props as they are: every prop the list editor passes keeps its identity while unchanged. */
export const ContactRow = memo(ContactRowImpl) as typeof ContactRowImpl;
