import { describeError, type Account } from '@meridian/api';
import { useUploadCobrandLogo } from '@meridian/api/react';
import { COBRAND_LOGO_TYPES, safeImageUrl, validateLogoBytes, type CobrandLogoSlot } from '@meridian/domain';
import { Banner, Button, ConfirmDialog, Field, useToasts } from '@meridian/ui';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { StyledMuted } from '../accountAdminStyles';
import { ACCOUNT_TEXT as T } from './text';

const SLOTS: readonly CobrandLogoSlot[] = ['logo_2', 'logo_1', 'logo_3'];

const StyledSlots = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const StyledSlot = styled.div`
  display: grid;
  grid-template-columns: 180px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};

  /* A phone's width: the preview above the file input and its buttons (issue 29: the rows were cut). */
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }

  & input {
    max-width: 100%;
  }
`;

const StyledPreview = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 56px;
  background: ${({ theme }) => theme.color.canvasSubtle};
  color: ${({ theme }) => theme.color.textMuted};

  & img {
    max-width: 100%;
    max-height: 48px;
    object-fit: contain;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: end;
`;

/** The file's bytes as base64 (the upload body). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** One slot's current logo, file picker, Upload and Remove (with a confirmation). */
function LogoSlot({
  accountId,
  slot,
  url,
}: {
  accountId: number;
  slot: CobrandLogoSlot;
  url: string | null | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const upload = useUploadCobrandLogo(accountId);
  const toasts = useToasts();
  const label = T.slots[slot];
  const id = `cobrand-${slot}`;
  const src = safeImageUrl(url ?? undefined);

  async function send(data: string | null) {
    setError(undefined);
    try {
      await upload.trigger({ logo: slot, data });
      toasts.push({ type: 'success', message: data === null ? T.logoRemoved : T.logoSaved });
      if (input.current) input.current.value = '';
    } catch (e) {
      setError(describeError(e));
    }
  }

  async function submit() {
    const file = input.current?.files?.[0];
    const bytes = file ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const message = validateLogoBytes(bytes);
    if (message) {
      setError(message);
      return;
    }
    await send(toBase64(bytes));
  }

  return (
    <StyledSlot role="group" aria-labelledby={`${id}-title`}>
      <StyledPreview>{src ? <img src={src} alt={T.current(label)} /> : <span>{T.noLogo}</span>}</StyledPreview>
      <div>
        <strong id={`${id}-title`}>{label}</strong>
        {error ? <Banner variant="alert">{error}</Banner> : null}
        <StyledActions>
          <Field id={id} invalid={Boolean(error)}>
            <Field.Label visuallyHidden>{T.fileLabel(label)}</Field.Label>
            <input
              ref={input}
              id={id}
              type="file"
              accept={COBRAND_LOGO_TYPES.join(',')}
              onChange={() => setError(undefined)}
            />
          </Field>
          <Button
            variant="primary"
            size="small"
            onClick={() => void submit()}
            disabled={upload.isMutating}
            aria-label={`${T.upload} ${label.toLowerCase()}`}
          >
            {T.upload}
          </Button>
          {url ? (
            <Button
              variant="secondary"
              size="small"
              onClick={() => setConfirming(true)}
              aria-label={`${T.remove} ${label.toLowerCase()}`}
            >
              {T.remove}
            </Button>
          ) : null}
        </StyledActions>
      </div>
      {confirming ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          message={T.removeConfirm(label)}
          confirmVariant="danger"
          onConfirm={() => void send(null)}
          onOpenChange={(open) => !open && setConfirming(false)}
        />
      ) : null}
    </StyledSlot>
  );
}

/** The account's co-brand logos: uploaded as PNG or JPEG (checked here and on the server), shown by the shell. */
export function CobrandLogosForm({ account }: { account: Account }) {
  const urls: Record<CobrandLogoSlot, string | null | undefined> = {
    logo_1: account.cobrand_asset_urls.logo_1,
    logo_2: account.cobrand_asset_urls.logo_2,
    logo_3: account.cobrand_asset_urls.logo_3,
  };
  return (
    <>
      <StyledMuted>{T.logosHint}</StyledMuted>
      <StyledSlots>
        {SLOTS.map((slot) => (
          <LogoSlot key={slot} accountId={account.account_id} slot={slot} url={urls[slot]} />
        ))}
      </StyledSlots>
    </>
  );
}
