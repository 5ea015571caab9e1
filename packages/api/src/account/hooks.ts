import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { SearchBody } from '../core/search';
import { useApiClient } from '../react/core';
import { apiKeys, isKeyOf } from '../react/keys';
import {
  addLeadInstruction,
  addProductFilters,
  deleteProductFilter,
  getTotalAgents,
  searchLeadInstructions,
  searchPlans,
  searchProductFilters,
  updateAccount,
  updateAccountAdminSettings,
  updateLeadInstruction,
  uploadCobrandLogo,
} from './calls';
import type {
  AccountSettingsUpdate,
  AccountUpdate,
  CobrandLogoUpload,
  LeadInstructionSave,
  ProductFilterAdd,
} from './contract';

const WRITE = { populateCache: false, revalidate: false, throwOnError: true } as const;

/** `POST LeadInstructions/search` (server-paged, sorted); pass `undefined` to wait. */
export function useLeadInstructionSearch(body: SearchBody | undefined) {
  const client = useApiClient();
  return useSWR(
    body === undefined ? null : apiKeys.leadInstructionSearch(body),
    () => searchLeadInstructions(client, body!),
    { keepPreviousData: true },
  );
}

/** `POST plan/search/`; pass `undefined` to wait. */
export function usePlanSearch(body: SearchBody | undefined) {
  const client = useApiClient();
  return useSWR(body === undefined ? null : apiKeys.planSearch(body), () => searchPlans(client, body!), {
    keepPreviousData: true,
  });
}

/** `POST productFilter/search/`; pass `undefined` to wait. */
export function useProductFilterSearch(body: SearchBody | undefined) {
  const client = useApiClient();
  return useSWR(
    body === undefined ? null : apiKeys.productFilterSearch(body),
    () => searchProductFilters(client, body!),
    { keepPreviousData: true },
  );
}

/** `GET account/{id}/totalAgents/`. */
export function useTotalAgents(accountId: number | undefined) {
  const client = useApiClient();
  return useSWR(accountId === undefined ? null : apiKeys.totalAgents(accountId), () =>
    getTotalAgents(client, accountId!),
  );
}

export interface SaveLeadInstructionArg extends LeadInstructionSave {
  /** Present: update that instruction; absent: add one. */
  lead_instruction_id?: number;
}

/**
 * Adds or updates a lead instruction, then reads the instruction searches, its History and every
 * cached lead again (agents see the active instructions with each lead). A refusal rejects `trigger`.
 */
export function useSaveLeadInstruction() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.saveLeadInstruction(),
    async (_key, { arg }: { arg: SaveLeadInstructionArg }) => {
      const { lead_instruction_id: id, ...body } = arg;
      const saved =
        id === undefined ? await addLeadInstruction(client, body) : await updateLeadInstruction(client, id, body);
      await Promise.all([
        mutate(isKeyOf(['leadInstructionSearch'])),
        mutate(isKeyOf(['lead'])),
        mutate(apiKeys.adminAudit('lead_instructions', saved.lead_instruction_id)),
      ]);
      return saved;
    },
    WRITE,
  );
}

/** Adds plans to the product filter, then reads the filter searches again. */
export function useAddProductFilters() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.addProductFilters(),
    async (_key, { arg }: { arg: ProductFilterAdd }) => {
      const added = await addProductFilters(client, arg);
      await mutate(isKeyOf(['productFilterSearch']));
      return added;
    },
    WRITE,
  );
}

/** Removes one plan from the product filter, then reads the filter searches again. */
export function useDeleteProductFilter() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.deleteProductFilter(),
    async (_key, { arg }: { arg: { product_filter_id: number } }) => {
      const done = await deleteProductFilter(client, arg.product_filter_id);
      await mutate(isKeyOf(['productFilterSearch']));
      return done;
    },
    WRITE,
  );
}

/** Saves the business name or owner, then reads the account (the shell shows it) and its History again. */
export function useUpdateAccount(accountId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.updateAccount(accountId),
    async (_key, { arg }: { arg: AccountUpdate }) => {
      const done = await updateAccount(client, accountId, arg);
      await Promise.all([mutate(apiKeys.account(accountId)), mutate(apiKeys.adminAudit('account', accountId))]);
      return done;
    },
    WRITE,
  );
}

/** Saves account settings and flags, then reads the settings, the caller's flags and the History again. */
export function useUpdateAccountAdminSettings(accountId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.updateAccountAdminSettings(accountId),
    async (_key, { arg }: { arg: AccountSettingsUpdate }) => {
      const done = await updateAccountAdminSettings(client, accountId, arg);
      await Promise.all([
        mutate(apiKeys.accountSettings(accountId)),
        mutate(apiKeys.featureFlags()),
        mutate(apiKeys.adminAudit('account', accountId)),
      ]);
      return done;
    },
    WRITE,
  );
}

/** Uploads or removes a co-brand logo, then reads the account again (the shell's logo follows it). */
export function useUploadCobrandLogo(accountId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.uploadCobrandLogo(accountId),
    async (_key, { arg }: { arg: CobrandLogoUpload }) => {
      const done = await uploadCobrandLogo(client, accountId, arg);
      await Promise.all([mutate(apiKeys.account(accountId)), mutate(apiKeys.adminAudit('account', accountId))]);
      return done;
    },
    WRITE,
  );
}
