import { Button } from '@meridian/ui';

/** A master row's button that shows its details in the pane beside the table (pressed while shown). */
export function ShowDetailButton({
  label,
  name,
  shown,
  onShow,
}: {
  label: string;
  name: string;
  shown: boolean;
  onShow(): void;
}) {
  return (
    <Button size="small" aria-pressed={shown} onClick={onShow} aria-label={`${label} ${name}`}>
      {label}
    </Button>
  );
}
