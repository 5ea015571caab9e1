import { apiKeys } from '@meridian/api/react';
import { buildQuickSearchRequest } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import {
  firstPageOf,
  leadSearchBody,
  leadSearchHref,
  readLeadSearchQuery,
  type LeadSearchQuery,
} from './leadSearchQuery';

const user = { user_id: 7, account_id: 3, rolePermission: [] as string[] };
const envelope = () => {
  const { criteria: _none, ...rest } = buildQuickSearchRequest({}, user);
  return rest;
};
const params = (href: string) => new URL(href, 'http://localhost').searchParams;

describe('given a results page URL', () => {
  it.each<{ name: string; query: LeadSearchQuery }>([
    {
      name: 'first page, server order',
      query: { criteria: { lname: { type: 'simple', value: ['Smith'] } }, page: 1, sort: null },
    },
    {
      name: 'page 3 by lead date, newest first',
      query: {
        criteria: { dob: { type: 'range', value: ['19400101', '*'] } },
        page: 3,
        sort: { field: 'lead_date', desc: true },
      },
    },
    {
      name: 'several states and Unassigned',
      query: {
        criteria: { state_id: { type: 'set', value: ['IL', 'TX'] }, user_id: { type: 'simple', value: [0] } },
        page: 2,
        sort: { field: 'zip', desc: false },
      },
    },
  ])('when $name is written then it reads back the same', ({ query }) => {
    expect(readLeadSearchQuery(params(leadSearchHref(query)))).toEqual(query);
  });

  it('when the criteria name the account then the URL leaves it out and the body uses the signed-in account', () => {
    const href = leadSearchHref({
      criteria: { fname: { type: 'simple', value: ['Jo'] }, account_id: { type: 'simple', value: [99] } },
      page: 1,
      sort: null,
    });
    expect(href).not.toContain('account_id');
    const read = readLeadSearchQuery(params(href));
    expect(read).not.toBe('invalid');
    const body = leadSearchBody(read as LeadSearchQuery, envelope(), 3);
    expect(body.criteria.account_id).toEqual({ type: 'simple', value: [3] });
  });

  it.each([
    { search: '', expected: null },
    { search: '?criteria=not-json', expected: 'invalid' },
    { search: '?criteria=%5B1%5D', expected: 'invalid' },
    {
      search: `?criteria=${encodeURIComponent(JSON.stringify({ fname: { type: 'nearby', value: ['x'] } }))}`,
      expected: 'invalid',
    },
    { search: `?criteria=${encodeURIComponent(JSON.stringify({ fname: 'Jo' }))}`, expected: 'invalid' },
  ])('when the query is "$search" then it reads as $expected', ({ search, expected }) => {
    expect(readLeadSearchQuery(new URLSearchParams(search))).toBe(expected);
  });

  it.each([
    { search: 'page=0', page: 1 },
    { search: 'page=-2', page: 1 },
    { search: 'page=2.5', page: 1 },
    { search: 'page=abc', page: 1 },
    { search: 'page=4', page: 4 },
  ])('when the page is "$search" then page $page is shown', ({ search, page }) => {
    const query = readLeadSearchQuery(new URLSearchParams(`criteria=%7B%7D&${search}`));
    expect(query).toMatchObject({ page });
  });

  it('when the order names a field the server cannot sort by then the server order is used', () => {
    expect(readLeadSearchQuery(new URLSearchParams('criteria=%7B%7D&sort=age&dir=desc'))).toMatchObject({ sort: null });
    expect(readLeadSearchQuery(new URLSearchParams('criteria=%7B%7D&sort=agent_lname&dir=up'))).toMatchObject({
      sort: { field: 'agent_lname', desc: false },
    });
  });
});

describe('given a quick search request (spec 01 §7)', () => {
  it('when the dialog and the page build page 1 of the same search then they share one request key', () => {
    const request = buildQuickSearchRequest({ lname: 'Smith', dob_from: '01/01/1940' }, user);
    const { criteria: _criteria, ...fromDialog } = request;
    const dialogBody = leadSearchBody(firstPageOf(request), fromDialog, 3);
    const pageQuery = readLeadSearchQuery(params(leadSearchHref(firstPageOf(request)))) as LeadSearchQuery;
    const pageBody = leadSearchBody(pageQuery, envelope(), 3);
    expect(apiKeys.leadSearch(pageBody)).toEqual(apiKeys.leadSearch(dialogBody));
    expect(dialogBody).toMatchObject({
      search_type: 'simple',
      field_list: [],
      page_number: 1,
      records_per_page: 200,
      include_deleted: 0,
    });
    expect(dialogBody.criteria).toMatchObject({
      dob: { type: 'range', value: ['19400101', '*'] },
      user_id: { type: 'simple', value: [7] },
    });
  });

  it('when a page and an order are chosen then the body asks the server for them', () => {
    const body = leadSearchBody({ criteria: {}, page: 2, sort: { field: 'dispo_name', desc: true } }, envelope(), 3);
    expect(body).toMatchObject({
      page_number: 2,
      records_per_page: 200,
      orderby_field: 'dispo_name',
      orderby_direction: 'desc',
    });
    expect(apiKeys.leadSearch(body)).not.toEqual(apiKeys.leadSearch({ ...body, page_number: 3 }));
  });
});
