import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | undefined;

/** One DOMPurify over one jsdom window, made on first use (building the window costs tens of milliseconds). */
function domPurify(): DOMPurify {
  if (!purifier) purifier = createDOMPurify(new JSDOM('').window);
  return purifier;
}

/**
 * Rich text as the server keeps it: DOMPurify's HTML profile (no scripts, event handlers,
 * `javascript:` URLs, SVG or MathML), without forms, embedded styles and style attributes, so a
 * note shows the same in every place it is rendered and can never run in an agent's browser.
 */
export function sanitizeRichText(html: string): string {
  return domPurify().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
  });
}

/** Whether sanitized rich text shows anything: text other than whitespace, or an image. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text !== '';
}

/**
 * Notice text's allow-list (issue 16): the rich-text toolbar's formatting (spec 01 §9) and the
 * download tag (spec 01 §3). Anything else is dropped, its text kept.
 */
const NOTICE_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'download',
];
const NOTICE_ATTRIBUTES = ['href', 'style', 'type', 'rel'];
const ALIGNMENT = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;
const WEB_LINK = /^https?:\/\//i;

let noticePurifier: DOMPurify | undefined;

/** The parts of jsdom's element the clean-up below uses (the server compiles without the DOM types). */
interface CleanNode {
  childNodes: ArrayLike<CleanNode>;
  replaceWith(...nodes: CleanNode[]): void;
}
interface CleanTree {
  querySelectorAll(selector: string): ArrayLike<CleanNode>;
  innerHTML: string;
}
let downloadTypes: ReadonlySet<string> = new Set();

/** A DOMPurify of its own (its hooks must not touch the lead notes' sanitizer). */
function noticeDomPurify(): DOMPurify {
  if (noticePurifier) return noticePurifier;
  const instance = createDOMPurify(new JSDOM('').window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (data.attrName === 'style') {
      // Only the editor's alignment, on blocks.
      const match = ALIGNMENT.exec(data.attrValue);
      if (match && /^(p|h[1-6])$/.test(tag)) data.attrValue = `text-align: ${match[1]!.toLowerCase()}`;
      else data.keepAttr = false;
    } else if (data.attrName === 'type') {
      const type = data.attrValue.trim();
      if (tag === 'download' && downloadTypes.has(type)) data.attrValue = type;
      else data.keepAttr = false;
    } else if (data.attrName === 'href') {
      if (tag !== 'a' || !WEB_LINK.test(data.attrValue.trim())) data.keepAttr = false;
    } else if (data.attrName === 'rel') {
      data.keepAttr = false; // set below, the same on every link
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('rel');
    }
  });
  noticePurifier = instance;
  return instance;
}

/**
 * Notice text as the server keeps it: DOMPurify with an allow-list of the rich-text toolbar's
 * formatting — b/strong, i/em, u, s, p, br, ul/ol/li, h1–h6, `text-align` on paragraphs and
 * headings, links to http(s) addresses only (given `rel="noopener noreferrer"`) — and the download
 * tag naming one of `exportTypes`. Scripts, event handlers, images, `javascript:` URLs and every
 * other tag or attribute are dropped.
 */
export function sanitizeNoticeHtml(html: string, exportTypes: readonly string[]): string {
  const instance = noticeDomPurify();
  downloadTypes = new Set(exportTypes);
  const body = instance.sanitize(html, {
    ALLOWED_TAGS: NOTICE_TAGS,
    ALLOWED_ATTR: NOTICE_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_DOM: true,
  }) as unknown as CleanTree;
  // On the clean tree: a link left without an address and a download tag without a known export
  // keep only their text.
  for (const element of Array.from(body.querySelectorAll('a:not([href]), download:not([type])')))
    element.replaceWith(...Array.from(element.childNodes));
  return body.innerHTML;
}
