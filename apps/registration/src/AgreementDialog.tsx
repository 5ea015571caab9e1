import { getAgreement } from '@meridian/api';
import { Button, Dialog, SafeHtml, Spinner } from '@meridian/ui';
import useSWR from 'swr';
import { styled } from 'styled-components';

const StyledAgreement = styled.div`
  max-height: min(50vh, 420px);
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvasSubtle};
`;

/** The draggable User Agreement dialog (spec 01 §2): the agreement HTML, Do Not Agree and Agree. */
export function AgreementDialog({ open, onDecline, onAgree }: { open: boolean; onDecline(): void; onAgree(): void }) {
  const { data, error } = useSWR(open ? 'agreement' : null, () => getAgreement(), { revalidateOnFocus: false });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDecline();
      }}
      title="User Agreement"
      description="You must agree to the terms of the user agreement to register. A copy will be emailed to you."
      width="large"
      footer={
        <>
          <Button onClick={onDecline}>Do Not Agree</Button>
          <Button variant="primary" onClick={onAgree} disabled={!data}>
            Agree
          </Button>
        </>
      }
    >
      {/* A scrolling region keyboard users can focus and scroll (axe: scrollable-region-focusable). */}
      <StyledAgreement tabIndex={0} role="region" aria-label="Agreement text">
        {data ? (
          <SafeHtml html={data.agreement} />
        ) : error ? (
          <p role="alert">The agreement could not be loaded. Please close this dialog and submit again.</p>
        ) : (
          <Spinner message="Loading the agreement" />
        )}
      </StyledAgreement>
    </Dialog>
  );
}
