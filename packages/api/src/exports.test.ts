import { expect, it } from 'vitest';
import * as pkg from './index';

it('keeps the public API deliberate (update with a changeset)', () => {
  expect(Object.keys(pkg).sort()).toMatchInlineSnapshot(`
    [
      "ACCESS_CONTROL_HASH_HEADER",
      "ACCESS_CONTROL_HEADER",
      "AccountSettingsStruct",
      "AccountStruct",
      "AddressTypeStruct",
      "ApiError",
      "EmailTypeStruct",
      "ErrorBodyStruct",
      "Flag",
      "HealthStruct",
      "LogoutRequestStruct",
      "PERMISSIONS",
      "PasswordGrantStruct",
      "PhoneTypeStruct",
      "RefreshGrantStruct",
      "SEARCH_PAGE_SIZE_MAX",
      "SearchBodyStruct",
      "SearchCriterionStruct",
      "TokenAnswerStruct",
      "TokenRequestStruct",
      "UserAddressStruct",
      "UserDetailsStruct",
      "UserEmailStruct",
      "UserPhoneStruct",
      "UserSearchRowStruct",
      "UserSettingsStruct",
      "createApiClient",
      "getAccount",
      "getAccountSettings",
      "getHealth",
      "getUser",
      "getUserSettings",
      "logout",
      "searchAnswerStruct",
      "searchUsers",
      "toFormBody",
    ]
  `);
});
