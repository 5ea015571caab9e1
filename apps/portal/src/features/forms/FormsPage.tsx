import type { FormDocumentSummary } from '@meridian/api';
import { useFormDocumentReader, useFormSearch } from '@meridian/api/react';
import {
  CONTENT_MESSAGES,
  FORM_PRODUCT_LINE_LABELS,
  FORM_PRODUCT_LINES,
  formTabFromParam,
  normalizeContentSearch,
  type FormProductLine,
} from '@meridian/domain';
import { Banner, Button, Field, PageHeader, Tabs, TextInput } from '@meridian/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  StyledContentCount,
  StyledContentEmpty,
  StyledContentItem,
  StyledContentList,
  StyledContentSearchRow,
  StyledContentSummary,
  contentTitleLink,
} from '../../shared/contentStyles';
import { KEEP_FOCUS } from '../../navigation/PageNavigation';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { openFormDocument } from './openFormDocument';

const StyledSearch = styled(StyledContentSearchRow)`
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

const StyledOpen = styled.button`
  ${contentTitleLink}
  color: ${({ theme }) => theme.color.accent};
`;

const StyledNewTab = styled.span`
  margin-left: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: 400;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledPrint = styled(Button)`
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space[1]}px;
`;

const countText = (n: number) => `${n} ${n === 1 ? 'form' : 'forms'}`;

function FormList({ productLine, text }: { productLine: FormProductLine; text: string }) {
  const search = useFormSearch({ product_line: productLine, text });
  const read = useFormDocumentReader();
  // Why a form did not open (a blocked pop-up, a failed read), shown above the list until the next try.
  const [failure, setFailure] = useState<string>();
  const open = async (form: FormDocumentSummary, print = false) => {
    setFailure(undefined);
    setFailure(await openFormDocument(read, form.form_document_id, { print }));
  };
  if (search.error) return <Banner variant="alert">{search.error.message}</Banner>;
  const rows = search.data?.result;
  return (
    <>
      {failure && <Banner variant="alert">{failure}</Banner>}
      <StyledContentCount aria-live="polite">{rows ? countText(rows.length) : ''}</StyledContentCount>
      {rows && (
        <StyledContentList aria-label={`${FORM_PRODUCT_LINE_LABELS[productLine]} forms`}>
          {rows.length === 0 && (
            <li>
              <StyledContentEmpty>{text ? CONTENT_MESSAGES.noForms : CONTENT_MESSAGES.noFormsInTab}</StyledContentEmpty>
            </li>
          )}
          {rows.map((form) => (
            <StyledContentItem key={form.form_document_id}>
              <StyledOpen type="button" onClick={() => void open(form)}>
                {form.title}
                <StyledNewTab>(opens in a new tab)</StyledNewTab>
              </StyledOpen>
              <StyledContentSummary>{form.summary}</StyledContentSummary>
              <StyledPrint size="small" aria-label={`Print ${form.title}`} onClick={() => void open(form, true)}>
                Print
              </StyledPrint>
            </StyledContentItem>
          ))}
        </StyledContentList>
      )}
    </>
  );
}

/**
 * Forms (`forms/{tabName}`, issue 15): one tab per product line (the URL names it; an unknown name
 * shows the first), each a searchable list of printable forms that open in a new tab.
 */
export function FormsPage() {
  const { tabName } = useParams();
  const navigate = useNavigate();
  const tab = formTabFromParam(tabName);
  const [draft, setDraft] = useState('');
  const text = normalizeContentSearch(useDebouncedValue(draft));
  return (
    <>
      <PageHeader
        title="Forms"
        description="Documents to hand or send clients: scope of appointment, enrollment checklists and worksheets, ready to print."
      />
      <StyledSearch role="search">
        <Field>
          <Field.Label>Search forms</Field.Label>
          <TextInput type="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
        </Field>
      </StyledSearch>
      <Tabs value={tab} onValueChange={(value) => navigate(`/forms/${value}`, { replace: true, state: KEEP_FOCUS })}>
        <Tabs.List aria-label="Product lines">
          {FORM_PRODUCT_LINES.map((line) => (
            <Tabs.Tab key={line} value={line}>
              {FORM_PRODUCT_LINE_LABELS[line]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FORM_PRODUCT_LINES.map((line) => (
          <Tabs.Panel key={line} value={line}>
            {line === tab && <FormList productLine={line} text={text} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
