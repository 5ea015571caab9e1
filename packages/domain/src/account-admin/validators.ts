import { ACCOUNT_ADMIN_MESSAGES as M } from './messages';
import {
  ACCOUNT_NAME_MAX_LENGTH,
  COBRAND_LOGO_MAX_BYTES,
  LEAD_INSTRUCTION_MAX_LENGTH,
  type CobrandLogoType,
} from './vocabulary';

/** A lead instruction's text: required (after trimming), at most 1000 characters. */
export function validateLeadInstructionText(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return M.instructionRequired;
  if (trimmed.length > LEAD_INSTRUCTION_MAX_LENGTH) return M.instructionTooLong;
  return undefined;
}

/** The account's business name: required (after trimming), at most 100 characters. */
export function validateAccountName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return M.accountNameRequired;
  if (trimmed.length > ACCOUNT_NAME_MAX_LENGTH) return M.accountNameTooLong;
  return undefined;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The image type the bytes are, by their magic number (never by a name or a declared type); undefined when neither. */
export function detectLogoType(bytes: Uint8Array): CobrandLogoType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return undefined;
}

/** A co-brand logo's bytes: not empty, at most 512 KB, a PNG or a JPEG by its magic number. */
export function validateLogoBytes(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return M.logoEmpty;
  if (bytes.length > COBRAND_LOGO_MAX_BYTES) return M.logoTooLarge;
  if (!detectLogoType(bytes)) return M.logoWrongType;
  return undefined;
}
