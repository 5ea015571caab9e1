import { styled } from 'styled-components';

/** A panel that takes the page's whole width (its table needs the columns). */
export const StyledWide = styled.div`
  display: grid;
  grid-column: 1 / -1;
  min-width: 0;
`;
