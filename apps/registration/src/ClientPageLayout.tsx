import { Banner, type BannerVariant } from '@meridian/ui';
import type { FormEvent, ReactNode } from 'react';
import { styled } from 'styled-components';

// The frame of the pages a client opens from a link (`/client/`, `/client/soa/`). It sits in a chunk
// both lazy pages share, so it stays small: the frame, a message page and the form's stack.

const StyledClientPage = styled.main`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[9]}px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;

  &[data-width='narrow'] {
    max-width: 760px;
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledClientPageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

export const StyledClientPageActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface ClientPageLayoutProps {
  heading: string;
  /** `narrow` for a page read top to bottom, such as a form to sign. */
  width?: 'regular' | 'narrow';
  children: ReactNode;
}

/** The client page's main landmark with its heading; the page's content follows the heading. */
export function ClientPageLayout({ heading, width = 'regular', children }: ClientPageLayoutProps) {
  return (
    <StyledClientPage data-width={width}>
      <h1>{heading}</h1>
      {children}
    </StyledClientPage>
  );
}

export interface ClientPageMessageProps extends Omit<ClientPageLayoutProps, 'children'> {
  variant: BannerVariant;
  message: string;
}

/** A client page that only says one thing: the link is closed, or the work is done. */
export function ClientPageMessage({ variant, message, ...layout }: ClientPageMessageProps) {
  return (
    <ClientPageLayout {...layout}>
      <Banner variant={variant}>{message}</Banner>
    </ClientPageLayout>
  );
}

export interface ClientPageFormProps {
  busy: boolean;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}

/** The client page's form: the browser's own validation is off, the domain validators speak. */
export function ClientPageForm({ busy, onSubmit, children }: ClientPageFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy}>
      <StyledClientPageStack>{children}</StyledClientPageStack>
    </form>
  );
}
