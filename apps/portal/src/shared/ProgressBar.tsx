import { styled } from 'styled-components';

const StyledBar = styled.div`
  height: ${({ theme }) => theme.space[2]}px;
  background: ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.space[1]}px;
  overflow: hidden;
  & > div {
    height: 100%;
    background: ${({ theme }) => theme.color.accent};
    transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }
  @media (prefers-reduced-motion: reduce) {
    & > div {
      transition: none;
    }
  }
`;

export interface ProgressBarProps {
  /** The id of the words that name the bar. */
  labelledBy: string;
  value: number;
  max: number;
  /** What a screen reader says for the value, e.g. '120 of 300 sent'. */
  valueText: string;
}

/** A determinate progress bar (role progressbar) for a job the page follows: a bulk send, an import. */
export function ProgressBar({ labelledBy, value, max, valueText }: ProgressBarProps) {
  const share = Math.min(1, Math.max(0, value / Math.max(1, max)));
  return (
    <StyledBar
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <div style={{ width: `${share * 100}%` }} />
    </StyledBar>
  );
}
