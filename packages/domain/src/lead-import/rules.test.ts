import { describe, expect, it } from 'vitest';
import { LEAD_EMAIL_TYPES } from '../core';
import {
  autoMapLeadImport,
  isLeadImportField,
  leadDuplicateKeys,
  leadImportFileProblem,
  leadImportFileType,
  leadImportTemplate,
  readLeadImportRow,
} from './rules';
import { LEAD_IMPORT_MAX_BYTES } from './vocabulary';
import { LEAD_IMPORT_MESSAGES } from './messages';

describe('given a file of leads to import', () => {
  it.each([
    { headers: ['First Name', 'Last Name'], expected: { fname: 'First Name', lname: 'Last Name' } },
    { headers: ['fname', 'LNAME', 'DOB'], expected: { fname: 'fname', lname: 'LNAME', dob: 'DOB' } },
    {
      headers: ['first', 'last', 'e-mail', 'Zip Code'],
      expected: { fname: 'first', lname: 'last', email: 'e-mail', zip: 'Zip Code' },
    },
    { headers: ['MBI', 'Phone Number', 'Notes'], expected: { hicn: 'MBI', phone: 'Phone Number' } },
    { headers: ['first_name', 'First Name'], expected: { fname: 'first_name' } },
  ])('when the headers are $headers then they map by name and synonym', ({ headers, expected }) => {
    expect(autoMapLeadImport(headers)).toEqual(expected);
  });

  it('when a mapping was remembered for the lead source then it is applied first', () => {
    expect(
      autoMapLeadImport(['Given', 'Family', 'First Name'], { fname: 'Given', lname: 'Family', email: 'Gone' }),
    ).toEqual({
      fname: 'Given',
      lname: 'Family',
    });
  });

  it('when the template is read then it has one header and one example per column', () => {
    const { headers, example } = leadImportTemplate();
    expect(headers.slice(0, 3)).toEqual(['First Name', 'Last Name', 'Date of Birth']);
    expect(example).toHaveLength(headers.length);
    expect(autoMapLeadImport(headers)).toMatchObject({ fname: 'First Name', hicn: 'Medicare Number' });
  });

  it.each([
    {
      cells: ['Ann', 'Lee', '1955-04-15', 'female', '1 (312) 555-0142', 'cell', 'illinois', '2134'],
      values: { dob: '04/15/1955', gender: 'F', phone: '3125550142', state_id: 'IL', zip: '02134' },
      problems: { phone_type: 'Phone Type contains invalid data.' },
    },
    {
      cells: ['Ann', 'Lee', '04/15/1955', 'X', '555', 'mobile', 'Narnia', '60601-1234'],
      values: { gender: 'X', phone: '555', phone_type: 'Mobile', state_id: 'Narnia', zip: '60601' },
      problems: { state_id: 'State contains invalid data.' },
    },
  ])('when a row is read then spreadsheet spellings become the form’s ($values)', ({ cells, values, problems }) => {
    const headers = ['First Name', 'Last Name', 'DOB', 'Gender', 'Phone', 'Phone Type', 'State', 'Zip'];
    const reading = readLeadImportRow(headers, cells, autoMapLeadImport(headers));
    expect(reading.values).toMatchObject(values);
    expect(reading.problems).toEqual(problems);
  });

  it('when a row has a plain phone, a known or unknown email type, no state and a long address then each is read as it is', () => {
    const headers = ['First Name', 'Last Name', 'Phone', 'Email', 'Email Type', 'Address', 'State', 'Zip'];
    const mapping = autoMapLeadImport(headers);
    const known = readLeadImportRow(
      headers,
      ['Ann', 'Lee', '3125550142', 'a@b.co', LEAD_EMAIL_TYPES[0], 'x'.repeat(300), '', '60601'],
      mapping,
    );
    expect(known.values).toMatchObject({
      phone: '3125550142',
      email_type: LEAD_EMAIL_TYPES[0],
      state_id: '',
      zip: '60601',
    });
    expect(Object.keys(known.problems)).toEqual(['address1']);
    const unknown = readLeadImportRow(
      headers,
      ['Ann', 'Lee', '3125550142', 'a@b.co', 'Pigeon', '1 Elm St', 'IL', '60601'],
      mapping,
    );
    expect(unknown.values.email_type).toBe(LEAD_EMAIL_TYPES[0]);
    expect(unknown.problems).toEqual({ email_type: 'Email Type contains invalid data.' });
  });

  it('when two leads share a key of the duplicate rule then their keys say so', () => {
    const a = leadDuplicateKeys({
      fname: 'Ann',
      lname: 'Lee',
      dob: '4/5/1955',
      phone: '(312) 555-0142',
      hicn: '1eg4-te5-mk73',
    });
    expect(a).toEqual({ hicn: '1EG4TE5MK73', name_dob: 'ann|lee|1955-04-05', phone: '3125550142' });
    expect(leadDuplicateKeys({ fname: 'Ann', lname: 'Lee', dob: '', phone: '', hicn: '' })).toEqual({});
  });

  it('when a file is too large then the message names the limit', () => {
    expect(LEAD_IMPORT_MESSAGES.tooManyRows).toContain('50,000 rows');
    expect(LEAD_IMPORT_MESSAGES.tooLarge).toContain('20 MB');
  });
});

describe('given the import’s words and field names', () => {
  it('when a name is checked then only importable lead fields are fields', () => {
    expect(isLeadImportField('fname')).toBe(true);
    expect(isLeadImportField('ssn_encrypted')).toBe(false);
  });

  it('when a message names a column, a row or leads then it says which', () => {
    expect(LEAD_IMPORT_MESSAGES.unknownColumn('Cell')).toBe('The file has no column Cell.');
    expect(LEAD_IMPORT_MESSAGES.duplicateOfRow(12)).toBe('Looks like row 12 of this file.');
    expect(LEAD_IMPORT_MESSAGES.duplicateOfLeads([4, 9])).toBe('Looks like lead 4, 9 of your account.');
  });
});

describe('given a file chosen for an import', () => {
  it.each([
    { name: 'Leads.CSV', type: '', expected: 'csv' },
    { name: 'leads.xlsx', type: 'application/octet-stream', expected: 'xlsx' },
    { name: 'export', type: 'text/csv', expected: 'csv' },
    { name: 'book', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', expected: 'xlsx' },
    { name: 'leads.xls', type: 'application/vnd.ms-excel', expected: undefined },
    { name: 'leads.txt', type: undefined, expected: undefined },
  ])('when it is $name ($type) then its kind is $expected', ({ name, type, expected }) => {
    expect(leadImportFileType(name, type)).toBe(expected);
  });

  it.each([
    { file: null, expected: LEAD_IMPORT_MESSAGES.noFile },
    { file: undefined, expected: LEAD_IMPORT_MESSAGES.noFile },
    { file: { name: 'leads.pdf', type: 'application/pdf', size: 10 }, expected: LEAD_IMPORT_MESSAGES.unsupportedType },
    { file: { name: 'leads.csv', size: LEAD_IMPORT_MAX_BYTES + 1 }, expected: LEAD_IMPORT_MESSAGES.tooLarge },
    { file: { name: 'leads.csv', size: LEAD_IMPORT_MAX_BYTES }, expected: undefined },
  ])('when it is $file then the problem is $expected', ({ file, expected }) => {
    expect(leadImportFileProblem(file)).toBe(expected);
  });
});
