import { styled } from 'styled-components';

export const StyledProducts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.accentSubtle};
  }
`;

export const StyledCountdown = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
`;
