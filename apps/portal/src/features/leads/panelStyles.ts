import { styled } from 'styled-components';

/** A panel that takes the page's whole width (its table needs the columns). */
export const StyledWide = styled.div`
  display: grid;
  /* The panel takes this width and no more: on a phone its table scrolls inside it (issue 29: the
     Dispositions panel was 464 px wide in a 390 px window). */
  grid-template-columns: minmax(0, 1fr);
  grid-column: 1 / -1;
  min-width: 0;
`;
