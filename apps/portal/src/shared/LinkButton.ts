import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

/** A button that reads as a link: it opens something on the page (an item's dialog), not another address. */
export const StyledLinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

/** A link that reads as a secondary button (it goes to another page). */
export const StyledButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: ${({ theme }) => theme.control.md};
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvasSubtle};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.color.neutralSubtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;
