import type { ApiClient } from '../client';
import { LeadSearchAnswerStruct, QuickSearchDropdownsStruct } from '../contract/leads';
import type { SearchBody } from '../contract/search';

/** `GET search/populateDropDowns`: the quick search's dispositions, agents, tags and application dispositions. */
export async function getQuickSearchDropdowns(client: ApiClient) {
  return (await client.request({ call: 'getQuickSearchDropdowns', method: 'GET', path: 'search/populateDropDowns', struct: QuickSearchDropdownsStruct })).data;
}

/** `POST lead/search/` with the generic search body (the quick search sends page 1 of 200). */
export async function searchLeads(client: ApiClient, body: SearchBody) {
  return (await client.request({ call: 'searchLeads', method: 'POST', path: 'lead/search/', body, struct: LeadSearchAnswerStruct })).data;
}
