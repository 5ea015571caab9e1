import { styled } from 'styled-components';

export const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 720px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.accent};
  }
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

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

export const StyledHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
