import { PAGE_MESSAGES } from '@meridian/domain';
import { styled } from 'styled-components';

/** The exact texts of spec 01 §2 Routes (the domain's PAGE_MESSAGES). */
export const NOT_FOUND_TEXT = PAGE_MESSAGES.notFound;
export const SERVER_ERROR_TEXT = PAGE_MESSAGES.serverError;
export const MAINTENANCE_TEXT = PAGE_MESSAGES.downForMaintenance;

const StyledStatus = styled.section`
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 60vh;
  padding: ${({ theme }) => theme.space[6]}px;
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  p {
    max-width: 560px;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

interface StatusPageProps {
  /**
   * Shown without the app frame (e.g. when the session cannot load), so the page is its own
   * `<main>`. Inside the frame it is a section of the frame's `<main>`: one main landmark per page.
   */
  standalone?: boolean;
}

function StatusPage({
  code,
  title,
  text,
  standalone,
}: { code: string; title: string; text: string } & StatusPageProps) {
  return (
    <StyledStatus as={standalone ? 'main' : 'section'} aria-labelledby="status-title">
      <h1 id="status-title">
        <span aria-hidden="true">{code} · </span>
        {title}
      </h1>
      <p>{text}</p>
    </StyledStatus>
  );
}

export const NotFoundPage = (props: StatusPageProps) => (
  <StatusPage code="404" title="Page not found" text={NOT_FOUND_TEXT} {...props} />
);
export const ServerErrorPage = (props: StatusPageProps) => (
  <StatusPage code="500" title="Something went wrong" text={SERVER_ERROR_TEXT} {...props} />
);
export const MaintenancePage = (props: StatusPageProps) => (
  <StatusPage code="503" title="Down for maintenance" text={MAINTENANCE_TEXT} {...props} />
);
