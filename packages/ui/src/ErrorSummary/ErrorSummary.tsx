import { forwardRef, useEffect, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { mergeRefs } from '../internal/mergeRefs';

export interface ErrorSummaryError {
  /** The id of the field's input: the link moves focus there. */
  targetId: string;
  /** The field's message, as the field shows it. */
  message: ReactNode;
}

export interface ErrorSummaryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The heading, e.g. the form's "please complete" message. */
  title: ReactNode;
  /** One link per field in error, in the order of the form. */
  errors: ReadonlyArray<ErrorSummaryError>;
  /** Take focus and scroll into view when shown (default true). Remount it (a new `key`) to do so again. */
  takeFocus?: boolean;
}

const StyledSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 2px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};
  scroll-margin-top: ${({ theme }) => theme.space[4]}px;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.heading.dialog.size};
  line-height: ${({ theme }) => theme.heading.dialog.lineHeight};
  font-weight: ${({ theme }) => theme.heading.dialog.weight};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]}px;

  a {
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/**
 * GOV.UK's error summary: shown above a form when a submit finds errors, it takes focus and
 * scrolls into view (so it is read at once, instead of appearing out of sight while focus stays
 * on Submit), and links each message to its field; following a link focuses the field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { title, errors, takeFocus = true, ...rest },
  ref,
) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!takeFocus) return;
    summaryRef.current?.focus();
    summaryRef.current?.scrollIntoView?.({ block: 'start' });
  }, [takeFocus]);

  return (
    <StyledSummary ref={mergeRefs(ref, summaryRef)} role="region" tabIndex={-1} aria-labelledby={titleId} {...rest}>
      <div role="alert">
        <StyledTitle id={titleId}>{title}</StyledTitle>
      </div>
      {errors.length > 0 ? (
        <StyledList>
          {errors.map((error) => (
            <li key={error.targetId}>
              <a
                href={`#${error.targetId}`}
                onClick={(event) => {
                  const field = event.currentTarget.ownerDocument.getElementById(error.targetId);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                  field.scrollIntoView?.({ block: 'center' });
                }}
              >
                {error.message}
              </a>
            </li>
          ))}
        </StyledList>
      ) : null}
    </StyledSummary>
  );
});
ErrorSummary.displayName = 'ErrorSummary';
