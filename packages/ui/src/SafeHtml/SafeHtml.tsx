import createDOMPurify from 'dompurify';
import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';

export type SafeHtmlLinkTarget = '_blank' | '_self';

export interface SanitizeHtmlOptions {
  /** Where http(s) links open: a new tab (default) or the same one. */
  linkTarget?: SafeHtmlLinkTarget;
}

export interface SafeHtmlProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>, SanitizeHtmlOptions {
  /** HTML from the server (notice text, the user agreement). It is always sanitized. */
  html: string;
}

/** Formatting a rich-text editor produces (bold, italic, underline, strike, lists, headings, alignment, links). */
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'del',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope', 'style'];
/** Only web and mail links survive; javascript:, data:, relative and every other scheme are dropped. */
const ALLOWED_URI = /^(?:https?|mailto):/i;
const ALIGNMENT = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | null = null;
let currentTarget: SafeHtmlLinkTarget = '_blank';

/** A private DOMPurify instance, so these hooks never leak into other users of DOMPurify. */
function getPurifier(): Purifier | null {
  if (typeof window === 'undefined') return null;
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    // Inline styles could draw over the page; only text alignment from the editor is kept.
    if (data.attrName === 'style') {
      const match = ALIGNMENT.exec(data.attrValue);
      if (match) data.attrValue = `text-align: ${match[1]!.toLowerCase()}`;
      else data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    // Every link gets rel, so a new tab cannot reach back into the app (window.opener) or learn its URL.
    node.setAttribute('rel', 'noopener noreferrer');
    if (href && /^https?:/i.test(href.trim()) && currentTarget === '_blank') node.setAttribute('target', '_blank');
    else node.removeAttribute('target');
  });
  purifier = instance;
  return instance;
}

/**
 * Sanitizes server HTML with DOMPurify and Meridian's allow-list. Returns an empty string where
 * there is no DOM (server rendering), so unsanitized HTML is never emitted.
 */
export function sanitizeHtml(html: string, { linkTarget = '_blank' }: SanitizeHtmlOptions = {}): string {
  const instance = getPurifier();
  if (!instance) return '';
  currentTarget = linkTarget;
  return instance.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

const StyledSafeHtml = styled.div`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  & p,
  & ul,
  & ol,
  & blockquote,
  & pre,
  & table {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }
  & h1,
  & h2,
  & h3,
  & h4,
  & h5,
  & h6 {
    margin: ${({ theme }) => theme.space[3]}px 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  & h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  & ul,
  & ol {
    padding-left: ${({ theme }) => theme.space[5]}px;
  }
  & a {
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
  }
  & a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  & blockquote {
    padding-left: ${({ theme }) => theme.space[3]}px;
    border-left: 3px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  & table {
    border-collapse: collapse;
  }
`;

/**
 * Renders server HTML after sanitizing it (DOMPurify, allow-list of formatting tags). Links keep
 * only http, https and mailto addresses, always get `rel="noopener noreferrer"`, and web links
 * open in a new tab unless `linkTarget="_self"`.
 */
export const SafeHtml = forwardRef<HTMLDivElement, SafeHtmlProps>(function SafeHtml(
  { html, linkTarget = '_blank', ...rest },
  ref,
) {
  const clean = useMemo(() => sanitizeHtml(html, { linkTarget }), [html, linkTarget]);
  return <StyledSafeHtml ref={ref} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
});
SafeHtml.displayName = 'SafeHtml';
