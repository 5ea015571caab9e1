import { describe, expect, it } from 'vitest';
import { GENDERS } from '../core/constants/lookups';
import { USER_GENDERS, USER_GENDER_LABELS } from './vocabulary';

describe('given the user genders', () => {
  // Spec 02 §3.4: the user record has "gender (m or f)".
  it('when listed then they are m and f, in that order', () => {
    expect(USER_GENDERS).toEqual(['m', 'f']);
  });

  // Spec 02 §2.4: a lead's gender is Male=M or Female=F; a user's is the same choice in lower case.
  it('when compared with the lead genders then each is a lead code in lower case with the same name', () => {
    expect(USER_GENDERS.map((g) => ({ code: g.toUpperCase(), name: USER_GENDER_LABELS[g] }))).toEqual(
      GENDERS.map((g) => ({ code: g.code, name: g.name })),
    );
  });
});
