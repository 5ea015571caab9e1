import { css } from 'styled-components';

/** Read by screen readers, not shown (the usual visually-hidden rules). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
