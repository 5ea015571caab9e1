import { useHelpArticle, useHelpSearch } from '@meridian/api/react';
import { CONTENT_MESSAGES, normalizeContentSearch, SUPPORT_CONTACT } from '@meridian/domain';
import { Banner, Field, PageHeader, SafeHtml, TextInput } from '@meridian/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  StyledContentCount,
  StyledContentEmpty,
  StyledContentItem,
  StyledContentList,
  StyledContentSearchRow,
  StyledContentSummary,
  contentTitleLink,
  StyledProse,
} from '../../shared/contentStyles';
import { KEEP_FOCUS, keepsFocus } from '../../navigation/PageNavigation';
import { useDebouncedValue } from '../../shared/useDebouncedValue';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 380px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]}px;
  align-items: start;
  margin-top: ${({ theme }) => theme.space[4]}px;

  @media (max-width: 980px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledArticleLink = styled(Link)`
  ${contentTitleLink}
  color: ${({ theme }) => theme.color.accent};

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledSelectedItem = styled(StyledContentItem)<{ $selected: boolean }>`
  box-shadow: ${({ $selected, theme }) => ($selected ? `inset 3px 0 0 ${theme.color.accent}` : 'none')};
  background: ${({ $selected, theme }) => ($selected ? theme.color.canvasSubtle : 'transparent')};
`;

const StyledTopic = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledArticle = styled.article`
  min-height: 240px;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledSupport = styled.section`
  margin-top: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvasSubtle};
  max-width: 72ch;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
  }
  a {
    color: ${({ theme }) => theme.color.accent};
  }
`;

function SupportContact() {
  return (
    <StyledSupport aria-labelledby="help-support">
      <h2 id="help-support">Contact support</h2>
      <p>
        Email <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a> or call{' '}
        <a href={`tel:${SUPPORT_CONTACT.phone}`}>{SUPPORT_CONTACT.phoneDisplay}</a>.
      </p>
      <StyledContentSummary>{SUPPORT_CONTACT.hours}.</StyledContentSummary>
      <p>
        <StyledContentSummary>
          Never send a client&apos;s Medicare number or health details by email; describe the lead by its id.
        </StyledContentSummary>
      </p>
    </StyledSupport>
  );
}

function ArticleView({ slug }: { slug: string }) {
  const { data, error } = useHelpArticle(slug);
  const { state } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownSlug = data?.article.slug;
  // Opened from the list (not a deep link): focus moves to the article's heading once it shows.
  useEffect(() => {
    if (shownSlug && keepsFocus(state)) heading.current?.focus();
  }, [shownSlug, state]);
  if (error) return <Banner variant="alert">{error.message || CONTENT_MESSAGES.articleNotFound}</Banner>;
  if (!data) return null;
  const { article } = data;
  return (
    <>
      <StyledTopic>{article.topic}</StyledTopic>
      <h2 id="help-article-title" tabIndex={-1} ref={heading}>
        {article.title}
      </h2>
      <StyledProse>
        <SafeHtml html={article.html} />
      </StyledProse>
    </>
  );
}

/** Help (`help`, `help/{slug}`, issue 15): searchable how-to articles, one open beside the list, and support. */
export function HelpPage() {
  const { slug } = useParams();
  const [draft, setDraft] = useState('');
  const text = normalizeContentSearch(useDebouncedValue(draft));
  const search = useHelpSearch(text);
  const rows = search.data?.result;
  return (
    <>
      <PageHeader title="Help" description="How to use each part of Meridian, and how to reach support." />
      <StyledColumns>
        <div>
          <StyledContentSearchRow role="search">
            <Field>
              <Field.Label>Search help</Field.Label>
              <TextInput type="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
            </Field>
          </StyledContentSearchRow>
          {search.error && <Banner variant="alert">{search.error.message}</Banner>}
          <StyledContentCount aria-live="polite">
            {rows ? `${rows.length} ${rows.length === 1 ? 'article' : 'articles'}` : ''}
          </StyledContentCount>
          {rows && (
            <nav aria-label="Help articles">
              <StyledContentList>
                {rows.length === 0 && (
                  <li>
                    <StyledContentEmpty>{CONTENT_MESSAGES.noArticles}</StyledContentEmpty>
                  </li>
                )}
                {rows.map((article) => (
                  <StyledSelectedItem key={article.slug} $selected={article.slug === slug}>
                    <StyledArticleLink
                      to={`/help/${article.slug}`}
                      state={KEEP_FOCUS}
                      aria-current={article.slug === slug ? 'page' : undefined}
                    >
                      {article.title}
                    </StyledArticleLink>
                    <StyledContentSummary>{article.summary}</StyledContentSummary>
                  </StyledSelectedItem>
                ))}
              </StyledContentList>
            </nav>
          )}
        </div>
        <div>
          <StyledArticle aria-labelledby={slug ? 'help-article-title' : undefined}>
            {slug ? (
              <ArticleView slug={slug} />
            ) : (
              <StyledProse>
                <p>Select an article to read it here, or search for a word such as “writing number” or “recording”.</p>
              </StyledProse>
            )}
          </StyledArticle>
          <SupportContact />
        </div>
      </StyledColumns>
    </>
  );
}
