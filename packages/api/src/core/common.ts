import { enums, literal, object, optional, record, string, unknown, type Infer } from 'superstruct';

/** `'0'` or `'1'`: the spec's string flags. */
export const Flag = enums(['0', '1']);
export type Flag = Infer<typeof Flag>;

/** Every error answer: `{ success: false, message, result? }`. */
export const ErrorBodyStruct = object({
  success: literal(false),
  message: string(),
  result: optional(record(string(), unknown())),
});
export type ErrorBody = Infer<typeof ErrorBodyStruct>;

/** The three contact lists of a lead or a user, as named in their delete paths. */
export const CONTACT_KINDS = ['phone', 'email', 'address'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** Answer of a contact delete (`GET lead/{id}/…/delete/`, `GET user/{id}/…/delete/`). */
export const ContactDeleteAnswerStruct = object({ success: literal(true) });
export type ContactDeleteAnswer = Infer<typeof ContactDeleteAnswerStruct>;
