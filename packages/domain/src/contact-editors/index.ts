// The public API of the contact-editors feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export type { ContactAddress, ContactEmail, ContactPhone, CountiesByZipState } from './types';
export { CONTACT_EDITOR_MESSAGES } from './messages';
export { formatEmailRecipient, formatPostalAddress } from './format';
export type { PostalAddressParts } from './format';
export {
  addressFieldsRequired,
  validateAddressEntry,
  validateEditorEmail,
  validateEditorPhone,
  validateEditorZip,
} from './validators';
export type { AddressEntryErrors, AddressEntryValues, ContactEditorMode } from './validators';
export {
  REMOVED_ENTRY_CLASS,
  emptyHomeAddress,
  ensureAddressRow,
  ensureSingleDefault,
  entriesToSave,
  idsToDelete,
  isMarkedForRemoval,
  markForRemoval,
  phoneTypeOptions,
  setDefaultEntry,
  undoRemoval,
} from './rules';
export type { ContactKind, DefaultKey } from './rules';
