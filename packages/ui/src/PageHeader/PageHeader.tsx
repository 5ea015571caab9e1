import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../internal/styles';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's title: its one `h1`. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links at the end of the title row. */
  actions?: ReactNode;
  /** The heading's id, e.g. to name the page's region with `aria-labelledby`. */
  headingId?: string;
}

const StyledPageHeader = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: ${({ theme }) => theme.control.md};
`;

const StyledHeading = styled.h1`
  margin: 0;
  min-width: 0;
  font-size: ${({ theme }) => theme.heading.page.size};
  line-height: ${({ theme }) => theme.heading.page.lineHeight};
  font-weight: ${({ theme }) => theme.heading.page.weight};
  overflow-wrap: anywhere;

  /* Focus lands here after navigating; the ring shows only when reached by keyboard. */
  &:focus:not(:focus-visible) {
    outline: none;
  }
  ${focusRing}
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/**
 * The top of a page: its `h1` in the page-title size of the theme's heading scale (20/28 px),
 * optional actions at the end of the row and a description under it. The heading takes focus
 * programmatically (`tabIndex={-1}`), so an app can move focus to it after navigating.
 */
export const PageHeader = forwardRef<HTMLDivElement, PageHeaderProps>(function PageHeader(
  { title, description, actions, headingId, ...rest },
  ref,
) {
  return (
    <StyledPageHeader ref={ref} {...rest}>
      <StyledTitleRow>
        <StyledHeading id={headingId} tabIndex={-1}>
          {title}
        </StyledHeading>
        {actions ? <StyledActions>{actions}</StyledActions> : null}
      </StyledTitleRow>
      {description ? <StyledDescription>{description}</StyledDescription> : null}
    </StyledPageHeader>
  );
});
PageHeader.displayName = 'PageHeader';
