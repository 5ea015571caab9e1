import { JPG as JPEG_HEADER } from 'image-size/types/jpg';
import { PNG as PNG_HEADER } from 'image-size/types/png';
import { ACCOUNT_ADMIN_MESSAGES as M } from './messages';
import {
  ACCOUNT_NAME_MAX_LENGTH,
  COBRAND_LOGO_MAX_BYTES,
  COBRAND_LOGO_MAX_PIXELS,
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

/**
 * A PNG's or JPEG's width and height as its header declares them (image-size's readers, without
 * decoding a pixel); undefined when the header cannot be read.
 */
export function logoDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  const type = detectLogoType(bytes);
  const reader = type === 'image/png' ? PNG_HEADER : type === 'image/jpeg' ? JPEG_HEADER : undefined;
  try {
    if (!reader?.validate(bytes)) return undefined;
    const { width, height } = reader.calculate(bytes);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A co-brand logo's bytes: not empty, at most 512 KB, a PNG or a JPEG by its magic number, whose
 * header can be read and declares at most 2000 × 2000 pixels.
 */
export function validateLogoBytes(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return M.logoEmpty;
  if (bytes.length > COBRAND_LOGO_MAX_BYTES) return M.logoTooLarge;
  if (!detectLogoType(bytes)) return M.logoWrongType;
  const size = logoDimensions(bytes);
  if (!size) return M.logoUnreadable;
  if (size.width > COBRAND_LOGO_MAX_PIXELS || size.height > COBRAND_LOGO_MAX_PIXELS) return M.logoTooManyPixels;
  return undefined;
}
