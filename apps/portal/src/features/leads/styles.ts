import { styled } from 'styled-components';

/** The lead page: its header, then the panels in a grid that keeps its place while data loads. */
export const StyledLeadPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  min-width: 0;
`;

/** The header's facts (age, phone, email, address, agent, disposition) as one dense row. */
export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  min-height: 44px;

  & > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledPanels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: start;
`;

export const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 96px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.heading.section.size};
    line-height: ${({ theme }) => theme.heading.section.lineHeight};
    font-weight: ${({ theme }) => theme.heading.section.weight};
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & p {
    margin: 0;
  }
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** ON/OFF of one contact channel. */
export const StyledPermissions = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;

  & > div {
    display: contents;
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & dd[data-state='off'] {
    color: ${({ theme }) => theme.color.danger};
  }
  & dd[data-state='on'] {
    color: ${({ theme }) => theme.color.success};
  }
`;

export const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;

  & > li {
    padding: 2px ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.color.accentMuted};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.color.accentSubtle};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** A reserved block while the lead loads, the size of what replaces it. */
export const StyledSkeleton = styled.div`
  height: 20px;
  width: 40%;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.skeleton};
`;

export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.phone}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StyledSpan2 = styled.div`
  grid-column: 1 / -1;
`;

export const StyledBanners = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  /* Focused when a save is stopped, so its message is read; the banners themselves show it. */
  &:focus {
    outline: none;
  }

  &:empty {
    display: none;
  }
`;
