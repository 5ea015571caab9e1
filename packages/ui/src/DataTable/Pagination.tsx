import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons';
import { Select } from '../Select';
import { StyledPageSize, StyledPager, StyledPagination } from './DataTable.styles';
import type { DataTablePaginationLabels } from './types';

export interface DataTablePaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The page shown, from 0. */
  pageIndex: number;
  /** How many pages there are; leave it out when the last page is unknown (then use `hasNextPage`). */
  pageCount?: number;
  /** Whether Next page is enabled. Default: `pageIndex < pageCount - 1`. */
  hasNextPage?: boolean;
  onPageIndexChange: (pageIndex: number) => void;
  /** Text beside the buttons, e.g. '11–20 of 42' or 'Page 2 of 5'. */
  summary?: ReactNode;
  /** With `onPageSizeChange`, a 'Rows per page' select comes first. */
  pageSize?: number;
  pageSizes?: ReadonlyArray<number>;
  onPageSizeChange?: (pageSize: number) => void;
  /** Disables both buttons, e.g. while the next page loads. */
  disabled?: boolean;
  labels?: Partial<DataTablePaginationLabels>;
}

const defaultLabels: DataTablePaginationLabels = {
  pagination: 'Pagination',
  rowsPerPage: 'Rows per page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
};

/**
 * The pager under a table: previous and next buttons, an optional summary and page-size select.
 * `DataTable` shows it for data it pages itself; a caller that pages on the server (`manual`)
 * renders `DataTable.Pagination` where its layout wants it.
 */
export const DataTablePagination = forwardRef<HTMLElement, DataTablePaginationProps>(function DataTablePagination(
  {
    pageIndex,
    pageCount,
    hasNextPage,
    onPageIndexChange,
    summary,
    pageSize,
    pageSizes,
    onPageSizeChange,
    disabled = false,
    labels: labelOverrides,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const canNext = hasNextPage ?? (pageCount !== undefined && pageIndex < pageCount - 1);
  return (
    <StyledPagination ref={ref} aria-label={labels.pagination} {...rest}>
      {onPageSizeChange && pageSizes && pageSize !== undefined ? (
        <StyledPageSize>
          <span aria-hidden="true">{labels.rowsPerPage}</span>
          <Select
            size="small"
            aria-label={labels.rowsPerPage}
            options={pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
            value={String(pageSize)}
            onValueChange={(next) => onPageSizeChange(Number(next ?? pageSize))}
          />
        </StyledPageSize>
      ) : null}
      {summary !== undefined ? <span>{summary}</span> : null}
      <StyledPager>
        <IconButton
          size="small"
          icon={<ChevronLeftIcon />}
          aria-label={labels.previousPage}
          disabled={disabled || pageIndex <= 0}
          onClick={() => onPageIndexChange(pageIndex - 1)}
        />
        <IconButton
          size="small"
          icon={<ChevronRightIcon />}
          aria-label={labels.nextPage}
          disabled={disabled || !canNext}
          onClick={() => onPageIndexChange(pageIndex + 1)}
        />
      </StyledPager>
    </StyledPagination>
  );
});
DataTablePagination.displayName = 'DataTable.Pagination';
