import { styled } from 'styled-components';
import { visuallyHidden } from '../internal/styles';

/** The frame: toolbar on top, editable area below, one border like the other inputs. */
export const StyledFrame = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};
  color: ${({ theme }) => theme.color.text};

  &:hover:not([data-disabled]) {
    border-color: ${({ theme }) => theme.color.textMuted};
  }
  &:has(.ProseMirror:focus) {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -1px;
    border-color: ${({ theme }) => theme.color.focus};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.color.canvasDisabled};
    color: ${({ theme }) => theme.color.textDisabled};
  }
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
  padding: ${({ theme }) => theme.space[1]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.canvasSubtle};
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
`;

export const StyledSeparator = styled.span`
  width: 1px;
  align-self: stretch;
  margin: 2px ${({ theme }) => theme.space[1]}px;
  background: ${({ theme }) => theme.color.border};
`;

export const StyledToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.control.sm};
  height: ${({ theme }) => theme.control.sm};
  padding: 0 ${({ theme }) => theme.space[1]}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.neutralSubtle};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.accentSubtle};
    border-color: ${({ theme }) => theme.color.accentMuted};
    color: ${({ theme }) => theme.color.accentHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
  & > svg {
    width: 16px;
    height: 16px;
  }
`;

export const StyledBlockSelect = styled.select`
  height: ${({ theme }) => theme.control.sm};
  padding: 0 ${({ theme }) => theme.space[1]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.canvas};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
`;

/** The editable area: ProseMirror's element plus the placeholder laid over it while empty. */
export const StyledContent = styled.div<{ $minHeight: string }>`
  position: relative;

  & .ProseMirror {
    min-height: ${({ $minHeight }) => $minHeight};
    padding: ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
    outline: none;
  }
  & .ProseMirror > :first-child {
    margin-top: 0;
  }
  & .ProseMirror > :last-child {
    margin-bottom: 0;
  }
  & .ProseMirror p {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
  }
  & .ProseMirror :is(h1, h2, h3, h4, h5, h6) {
    margin: ${({ theme }) => theme.space[2]}px 0 ${({ theme }) => theme.space[1]}px;
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  & .ProseMirror h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  & .ProseMirror h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  & .ProseMirror h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & .ProseMirror :is(h4, h5, h6) {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & .ProseMirror :is(ul, ol) {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    padding-left: ${({ theme }) => theme.space[5]}px;
  }
  & .ProseMirror a,
  & .ProseMirror download {
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
  }
  /* A download tag: a link to an export once published, marked here by its dashed underline. */
  & .ProseMirror download {
    text-decoration-style: dashed;
  }
  & .ProseMirror[contenteditable='false'] {
    cursor: not-allowed;
  }
`;

export const StyledPlaceholder = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  left: ${({ theme }) => theme.space[2]}px;
  right: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  pointer-events: none;
  user-select: none;
`;

/** The link form, shown under the toolbar while a link is edited. */
export const StyledLinkForm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.canvasSubtle};

  & > :first-child {
    flex: 1 1 220px;
  }
`;

export const StyledHidden = styled.span`
  ${visuallyHidden}
`;
