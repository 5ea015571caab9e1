// The user's own vocabularies (spec 02 §3.4: the user record).

/** A user's gender, lower case on the wire ("gender (m or f)"), unlike a lead's `GENDERS` (M/F). */
export const USER_GENDERS = ['m', 'f'] as const;
export type UserGender = (typeof USER_GENDERS)[number];
/** How the User Profile dialog names each gender. */
export const USER_GENDER_LABELS: Readonly<Record<UserGender, string>> = {
  m: 'Male',
  f: 'Female',
};
