import { memo } from 'react';
import { Button } from '../../Button';
import { Checkbox } from '../../Checkbox';
import { IconButton } from '../../IconButton';
import { CloseIcon } from '../icons';
import { StyledRowEnd } from './styles';

interface RowEndProps {
  name: string;
  isDefault: boolean;
  removed: boolean;
  disabled: boolean;
  onDefault: () => void;
  onRemove: () => void;
  onUndo: () => void;
}

/** The default checkbox and the remove (×) or Undo button at the end of a row. */
export const RowEnd = memo(function RowEnd({
  name,
  isDefault,
  removed,
  disabled,
  onDefault,
  onRemove,
  onUndo,
}: RowEndProps) {
  return (
    <StyledRowEnd>
      <Checkbox
        label="Default"
        aria-label={`${name} default`}
        data-part="default"
        checked={isDefault}
        disabled={disabled || removed}
        // One default per list: a default is moved by ticking another row, not by unticking.
        onCheckedChange={(checked) => {
          if (checked === true) onDefault();
        }}
      />
      {removed ? (
        <Button size="small" data-part="undo" aria-label={`Undo removing ${name}`} disabled={disabled} onClick={onUndo}>
          Undo
        </Button>
      ) : (
        <IconButton
          size="small"
          icon={<CloseIcon />}
          aria-label={`Remove ${name}`}
          data-part="remove"
          disabled={disabled}
          onClick={onRemove}
        />
      )}
    </StyledRowEnd>
  );
});
