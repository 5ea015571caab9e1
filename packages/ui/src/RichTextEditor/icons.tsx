import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const Icon = ({ children, ...props }: IconProps) => (
  <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
    {children}
  </svg>
);

const lines = (rows: Array<[number, number]>) =>
  rows.map(([x, width], i) => <rect key={i} x={x} y={2.25 + i * 3.5} width={width} height={1.5} rx={0.75} />);

export const AlignLeftIcon = () => (
  <Icon>
    {lines([
      [1, 14],
      [1, 9],
      [1, 14],
      [1, 9],
    ])}
  </Icon>
);
export const AlignCenterIcon = () => (
  <Icon>
    {lines([
      [1, 14],
      [3.5, 9],
      [1, 14],
      [3.5, 9],
    ])}
  </Icon>
);
export const AlignRightIcon = () => (
  <Icon>
    {lines([
      [1, 14],
      [6, 9],
      [1, 14],
      [6, 9],
    ])}
  </Icon>
);
export const AlignJustifyIcon = () => (
  <Icon>
    {lines([
      [1, 14],
      [1, 14],
      [1, 14],
      [1, 14],
    ])}
  </Icon>
);
export const BulletListIcon = () => (
  <Icon>
    <circle cx="2.5" cy="3.5" r="1.25" />
    <circle cx="2.5" cy="8" r="1.25" />
    <circle cx="2.5" cy="12.5" r="1.25" />
    <rect x="5.5" y="2.75" width="9.5" height="1.5" rx="0.75" />
    <rect x="5.5" y="7.25" width="9.5" height="1.5" rx="0.75" />
    <rect x="5.5" y="11.75" width="9.5" height="1.5" rx="0.75" />
  </Icon>
);
export const NumberedListIcon = () => (
  <Icon>
    <path d="M2 1.75h1.25v4H2V3.1l-.6.3-.4-.9L2 1.75Z" />
    <path d="M1 8.1c.2-.6.7-.95 1.35-.95.75 0 1.25.45 1.25 1.1 0 .5-.3.85-.8 1.25l-.45.35h1.3v.9H1V10l1.2-1c.3-.25.4-.4.4-.6 0-.2-.15-.3-.3-.3-.2 0-.35.15-.4.4L1 8.1Z" />
    <rect x="5.5" y="2.75" width="9.5" height="1.5" rx="0.75" />
    <rect x="5.5" y="7.25" width="9.5" height="1.5" rx="0.75" />
    <rect x="5.5" y="11.75" width="9.5" height="1.5" rx="0.75" />
  </Icon>
);
export const LinkIcon = () => (
  <Icon>
    <path d="M7.78 3.97a.75.75 0 0 1 0-1.06l.94-.94a3.75 3.75 0 0 1 5.3 5.3l-2 2a3.75 3.75 0 0 1-5.3 0 .75.75 0 0 1 1.06-1.06 2.25 2.25 0 0 0 3.18 0l2-2a2.25 2.25 0 0 0-3.18-3.18l-.94.94a.75.75 0 0 1-1.06 0Zm-1.3 3.27a2.25 2.25 0 0 0-3.18 0l-2 2a2.25 2.25 0 0 0 3.18 3.18l.94-.94a.75.75 0 1 1 1.06 1.06l-.94.94a3.75 3.75 0 0 1-5.3-5.3l2-2a3.75 3.75 0 0 1 5.3 0 .75.75 0 0 1-1.06 1.06Z" />
  </Icon>
);
