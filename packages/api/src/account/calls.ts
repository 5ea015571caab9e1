import type { ApiClient } from '../core/client';
import type { SearchBody } from '../core/search';
import { DialerSettingsUpdateAnswerStruct } from '../dialer/contract';
import {
  AdminSuccessStruct,
  CobrandLogoAnswerStruct,
  LeadInstructionAnswerStruct,
  LeadInstructionSearchAnswerStruct,
  PlanSearchAnswerStruct,
  ProductFilterAddAnswerStruct,
  ProductFilterSearchAnswerStruct,
  TotalAgentsStruct,
  type AccountSettingsUpdate,
  type AccountUpdate,
  type CobrandLogoUpload,
  type LeadInstructionSave,
  type LeadInstructionUpdate,
  type ProductFilterAdd,
} from './contract';

/** `POST LeadInstructions/search`: the account's lead instructions (agents read the active ones with each lead). */
export async function searchLeadInstructions(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchLeadInstructions',
      method: 'POST',
      path: 'LeadInstructions/search',
      body,
      struct: LeadInstructionSearchAnswerStruct,
    })
  ).data;
}

/** `POST leadInstructions`: adds an instruction (lead_instructions_manage). */
export async function addLeadInstruction(client: ApiClient, body: LeadInstructionSave) {
  return (
    await client.request({
      call: 'addLeadInstruction',
      method: 'POST',
      path: 'leadInstructions',
      body,
      struct: LeadInstructionAnswerStruct,
    })
  ).data.result;
}

/** `POST leadInstructions/{id}`: changes an instruction's text, order or active flag (lead_instructions_manage). */
export async function updateLeadInstruction(client: ApiClient, id: number, body: LeadInstructionUpdate) {
  return (
    await client.request({
      call: 'updateLeadInstruction',
      method: 'POST',
      path: `leadInstructions/${id}`,
      body,
      struct: LeadInstructionAnswerStruct,
    })
  ).data.result;
}

/** `POST plan/search/`: the plans (carrier, product type, year) an admin may put in the product filter. */
export async function searchPlans(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchPlans',
      method: 'POST',
      path: 'plan/search/',
      body,
      struct: PlanSearchAnswerStruct,
    })
  ).data;
}

/** `POST productFilter/search/`: the plans in the account's product filter (product_filter_manage). */
export async function searchProductFilters(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchProductFilters',
      method: 'POST',
      path: 'productFilter/search/',
      body,
      struct: ProductFilterSearchAnswerStruct,
    })
  ).data;
}

/** `POST productFilter/`: adds plans to the account's product filter (product_filter_manage). */
export async function addProductFilters(client: ApiClient, body: ProductFilterAdd) {
  return (
    await client.request({
      call: 'addProductFilters',
      method: 'POST',
      path: 'productFilter/',
      body,
      struct: ProductFilterAddAnswerStruct,
    })
  ).data;
}

/** `GET productFilter/{id}/delete/`: removes a plan from the account's product filter (product_filter_manage). */
export async function deleteProductFilter(client: ApiClient, id: number) {
  return (
    await client.request({
      call: 'deleteProductFilter',
      method: 'GET',
      path: `productFilter/${id}/delete/`,
      struct: AdminSuccessStruct,
    })
  ).data;
}

/** `POST account/{id}`: the business name and the owner (account_settings_edit). */
export async function updateAccount(client: ApiClient, accountId: number, body: AccountUpdate) {
  return (
    await client.request({
      call: 'updateAccount',
      method: 'POST',
      path: `account/${accountId}`,
      body,
      struct: AdminSuccessStruct,
    })
  ).data;
}

/** `GET account/{id}/totalAgents/`: how many users the account has, and how many are active. */
export async function getTotalAgents(client: ApiClient, accountId: number) {
  return (
    await client.request({
      call: 'getTotalAgents',
      method: 'GET',
      path: `account/${accountId}/totalAgents/`,
      struct: TotalAgentsStruct,
    })
  ).data;
}

/** `POST account/{id}/settings` with the lead forms' settings and feature flags as well (account_settings_edit). */
export async function updateAccountAdminSettings(client: ApiClient, accountId: number, body: AccountSettingsUpdate) {
  return (
    await client.request({
      call: 'updateAccountAdminSettings',
      method: 'POST',
      path: `account/${accountId}/settings`,
      body,
      struct: DialerSettingsUpdateAnswerStruct,
    })
  ).data;
}

/** `POST account/{id}/cobrand`: uploads (or removes, `data: null`) one co-brand logo (account_settings_edit). */
export async function uploadCobrandLogo(client: ApiClient, accountId: number, body: CobrandLogoUpload) {
  return (
    await client.request({
      call: 'uploadCobrandLogo',
      method: 'POST',
      path: `account/${accountId}/cobrand`,
      body,
      struct: CobrandLogoAnswerStruct,
    })
  ).data;
}
