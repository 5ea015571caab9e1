import { describe, expect, it } from 'vitest';
import { exportTypeOfHref, withExportLinks } from './exportLinks';

const ORIGIN = 'https://portal.example';

describe('given notice HTML with download tags', () => {
  it.each([
    {
      input: '<p><download type="current_plan">Download the report</download></p>',
      expected: '<p><a href="https://portal.example/api/export/current_plan">Download the report</a></p>',
    },
    {
      input: "<DOWNLOAD class=x type='lead_export'><b>Leads</b></DOWNLOAD> and <download type=multi_client_rx>Rx</download>",
      expected:
        '<a href="https://portal.example/api/export/lead_export"><b>Leads</b></a> and <a href="https://portal.example/api/export/multi_client_rx">Rx</a>',
    },
    { input: '<download type="payroll">Payroll</download>', expected: 'Payroll' },
    { input: '<download>No type</download>', expected: 'No type' },
    { input: '<download type="current_plan" onclick="x()">Hi</download>', expected: '<a href="https://portal.example/api/export/current_plan">Hi</a>' },
    { input: '<p>No tag</p>', expected: '<p>No tag</p>' },
  ])('when it is $input then the tags become export links', ({ input, expected }) => {
    expect(withExportLinks(input, ORIGIN)).toBe(expected);
  });
});

describe('given a link in notice text', () => {
  it.each([
    { href: 'https://portal.example/api/export/current_plan', expected: 'current_plan' },
    { href: 'https://portal.example/api/export/payroll', expected: undefined },
    { href: 'https://evil.example/api/export/current_plan', expected: undefined },
    { href: 'https://portal.example/api/export/current_plan/../x', expected: undefined },
    { href: null, expected: undefined },
  ])('when its address is $href then it stands for export $expected', ({ href, expected }) => {
    expect(exportTypeOfHref(href, ORIGIN)).toBe(expected);
  });
});
