import { describe, expect, it } from 'vitest';
import { create, StructError } from 'superstruct';
import { SearchBodyStruct } from './search';

describe('given the generic search body', () => {
  it('when field_list is one comma-separated string (spec 02 §3.7) then it is read as the list', () => {
    const body = create({ criteria: {}, field_list: 'lead_id, fname,lname,,default_address' }, SearchBodyStruct);
    expect(body.field_list).toEqual(['lead_id', 'fname', 'lname', 'default_address']);
  });

  it('when field_list is a list then it stays as sent; anything else is refused', () => {
    expect(create({ criteria: {}, field_list: ['lead_id'] }, SearchBodyStruct).field_list).toEqual(['lead_id']);
    expect(() => create({ criteria: {}, field_list: 7 }, SearchBodyStruct)).toThrow(StructError);
  });
});
