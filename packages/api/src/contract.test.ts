// Type tests per api struct: each wire shape is the type written here, and every vocabulary field is
// the @meridian/domain union (one source of truth). A change to a struct fails `tsc` here until the
// intended type is updated with it, deliberately (and with a changeset).
import type {
  AddressType,
  DialBehaviorTypeId,
  EmailType,
  Permission as DomainPermission,
  PhoneType,
  QuickLinkHierarchyName,
  UserGender,
} from '@meridian/domain';
import type { Infer } from 'superstruct';
import { describe, expectTypeOf, it } from 'vitest';
import type * as api from '.';

describe('vocabulary fields are the domain unions', () => {
  it('phone, email and address types', () => {
    expectTypeOf<Infer<typeof api.PhoneTypeStruct>>().toEqualTypeOf<PhoneType>();
    expectTypeOf<Infer<typeof api.EmailTypeStruct>>().toEqualTypeOf<EmailType>();
    expectTypeOf<Infer<typeof api.AddressTypeStruct>>().toEqualTypeOf<AddressType>();
    expectTypeOf<api.UserDetails['phones'][number]['phone_type']>().toEqualTypeOf<PhoneType>();
    expectTypeOf<api.UserPhoneEntry['phone_type']>().toEqualTypeOf<PhoneType>();
    expectTypeOf<api.UserEmailEntry['email_type']>().toEqualTypeOf<EmailType>();
    expectTypeOf<api.UserAddressEntry['address_type_id']>().toEqualTypeOf<AddressType>();
  });

  it('user genders (a profile update may clear the gender with an empty string)', () => {
    expectTypeOf<Infer<typeof api.UserGenderStruct>>().toEqualTypeOf<UserGender>();
    expectTypeOf<api.UserDetails['gender']>().toEqualTypeOf<UserGender | null>();
    expectTypeOf<api.UserProfileUpdateAnswer['gender']>().toEqualTypeOf<UserGender | null>();
    expectTypeOf<api.UserProfileUpdate['gender']>().toEqualTypeOf<UserGender | '' | null | undefined>();
  });

  it('quick link hierarchy names and the ids a payload may name', () => {
    expectTypeOf<api.QuickLink['quicklink_hierarchy_type_name']>().toEqualTypeOf<QuickLinkHierarchyName>();
    expectTypeOf<NonNullable<api.QuickLinkPayload['quicklink_hierarchy_type_id']>>().toEqualTypeOf<
      (typeof api.QUICK_LINK_HIERARCHY_IDS)['account' | 'user']
    >();
  });

  it('dialer behaviour ids and permissions', () => {
    expectTypeOf<
      NonNullable<api.DialerSettingsUpdate['phone_dialer_provider_behavior_type_id']>
    >().toEqualTypeOf<DialBehaviorTypeId>();
    expectTypeOf<api.Permission>().toEqualTypeOf<DomainPermission>();
  });
});

describe('each struct infers its intended wire type', () => {
  it('TokenRequestStruct', () => {
    expectTypeOf<Infer<typeof api.TokenRequestStruct>>().toEqualTypeOf<
      | {
          grant_type: 'password';
          password: string;
          username: string;
          referrer?: string | undefined;
          token_delivery?: 'cookie' | undefined;
        }
      | { grant_type: 'refresh_token'; refresh_token?: string | undefined; token_delivery?: 'cookie' | undefined }
    >();
  });
  it('TokenAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.TokenAnswerStruct>>().toEqualTypeOf<{
      refresh_token?: string | undefined;
      user_id: number;
      access_token: string;
      expires_in: number;
      token_type?: 'bearer' | undefined;
    }>();
  });
  it('LogoutRequestStruct', () => {
    expectTypeOf<Infer<typeof api.LogoutRequestStruct>>().toEqualTypeOf<{ refresh_token?: string | undefined }>();
  });
  it('ErrorBodyStruct', () => {
    expectTypeOf<Infer<typeof api.ErrorBodyStruct>>().toEqualTypeOf<{
      success: false;
      message: string;
      result?: Record<string, unknown> | undefined;
    }>();
  });
  it('SelfServiceConfigOptionStruct', () => {
    expectTypeOf<Infer<typeof api.SelfServiceConfigOptionStruct>>().toEqualTypeOf<{
      self_service_config_option_type_id: number;
      self_service_config_option_bit: '0' | '1' | null;
      self_service_config_option_varchar: string | null;
      self_service_config_option_hierarchy_type_id: string;
      self_service_config_option_type_name: string;
    }>();
  });
  it('SelfServiceConfigItemStruct', () => {
    expectTypeOf<Infer<typeof api.SelfServiceConfigItemStruct>>().toEqualTypeOf<{
      self_service_config_option_type_id: 3 | 4 | 5 | 6;
      self_service_config_option_bit?: '0' | '1' | null | undefined;
      self_service_config_option_varchar?: string | null | undefined;
      self_service_config_option_hierarchy_type_id?: string | undefined;
      self_service_config_option_type_name?: string | undefined;
    }>();
  });
  it('SelfServiceConfigUpdateStruct', () => {
    expectTypeOf<Infer<typeof api.SelfServiceConfigUpdateStruct>>().toEqualTypeOf<
      {
        self_service_config_option_type_id: 3 | 4 | 5 | 6;
        self_service_config_option_bit?: '0' | '1' | null | undefined;
        self_service_config_option_varchar?: string | null | undefined;
        self_service_config_option_hierarchy_type_id?: string | undefined;
        self_service_config_option_type_name?: string | undefined;
      }[]
    >();
  });
  it('SelfServiceConfigUpdateAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.SelfServiceConfigUpdateAnswerStruct>>().toEqualTypeOf<{
      success: boolean;
      message: string;
      result: {
        self_service_config_option_type_id: number;
        self_service_config_option_bit: '0' | '1' | null;
        self_service_config_option_varchar: string | null;
        self_service_config_option_hierarchy_type_id: string;
        self_service_config_option_type_name: string;
      }[];
    }>();
  });
  it('CommunicationPreferenceStruct', () => {
    expectTypeOf<Infer<typeof api.CommunicationPreferenceStruct>>().toEqualTypeOf<{
      communication_notification_type_id: number;
      communication_notification_type_description: string;
      communication_preference_bit_email: '0' | '1';
      communication_preference_bit_text: '0' | '1';
    }>();
  });
  it('CommunicationPreferencesStruct', () => {
    expectTypeOf<Infer<typeof api.CommunicationPreferencesStruct>>().toEqualTypeOf<{
      user_id: number;
      communication_preferences: {
        communication_notification_type_id: number;
        communication_notification_type_description: string;
        communication_preference_bit_email: '0' | '1';
        communication_preference_bit_text: '0' | '1';
      }[];
    }>();
  });
  it('CommunicationPreferencesUpdateStruct', () => {
    expectTypeOf<Infer<typeof api.CommunicationPreferencesUpdateStruct>>().toEqualTypeOf<{
      user_id: number;
      communication_preferences: {
        communication_notification_type_id: number;
        communication_preference_bit_email: '0' | '1';
        communication_preference_bit_text: '0' | '1';
        communication_notification_type_description?: string | undefined;
      }[];
    }>();
  });
  it('CommunicationPreferencesUpdateAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.CommunicationPreferencesUpdateAnswerStruct>>().toEqualTypeOf<{
      user_id: number;
      success: boolean;
      message: string;
      communication_preferences: {
        communication_notification_type_id: number;
        communication_notification_type_description: string;
        communication_preference_bit_email: '0' | '1';
        communication_preference_bit_text: '0' | '1';
      }[];
    }>();
  });
  it('CanSendTextStruct', () => {
    expectTypeOf<Infer<typeof api.CanSendTextStruct>>().toEqualTypeOf<{
      user_id: number;
      disable_texting: '0' | '1';
      text_append: string;
      process_message: string;
      phone: string;
      sender_number?: string | undefined;
    }>();
  });
  it('PhoneDialerBehaviorTypeStruct', () => {
    expectTypeOf<Infer<typeof api.PhoneDialerBehaviorTypeStruct>>().toEqualTypeOf<{
      phone_dialer_provider_behavior_type_id: number;
      phone_dialer_provider_behavior_type_name: string;
    }>();
  });
  it('PhoneDialerBehaviorTypesStruct', () => {
    expectTypeOf<Infer<typeof api.PhoneDialerBehaviorTypesStruct>>().toEqualTypeOf<{
      result: { phone_dialer_provider_behavior_type_id: number; phone_dialer_provider_behavior_type_name: string }[];
      success?: boolean | undefined;
    }>();
  });
  it('PhoneDialerAuthSettingsStruct', () => {
    expectTypeOf<Infer<typeof api.PhoneDialerAuthSettingsStruct>>().toEqualTypeOf<{
      phone_dialer_provider_behavior_type_id: number;
      provider_name: string;
      phone_dialer_host: string;
      account_phone_dialer_provider_active: '0' | '1';
      phone_dialer_provider_active: '0' | '1';
      authorized: '0' | '1';
      auth_url: string | null;
    }>();
  });
  it('PhoneCallRequestStruct', () => {
    expectTypeOf<Infer<typeof api.PhoneCallRequestStruct>>().toEqualTypeOf<{
      user_id: number;
      callee_phone_number: string;
      lead_id?: number | null | undefined;
    }>();
  });
  it('PhoneCallAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.PhoneCallAnswerStruct>>().toEqualTypeOf<{
      success: boolean;
      message: string;
      call_id?: string | undefined;
    }>();
  });
  it('DialerSettingsUpdateStruct', () => {
    expectTypeOf<Infer<typeof api.DialerSettingsUpdateStruct>>().toEqualTypeOf<{
      phone_dialer_provider_behavior_type_id?: 1 | 2 | 3 | undefined;
      phone_dialer_provider_active?: '0' | '1' | undefined;
    }>();
  });
  it('DialerSettingsUpdateAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.DialerSettingsUpdateAnswerStruct>>().toEqualTypeOf<{
      success: boolean;
      phone_dialer_provider_behavior_type_id: number;
      phone_dialer_provider_active: '0' | '1';
    }>();
  });
  it('CountiesByZipStateStruct', () => {
    expectTypeOf<Infer<typeof api.CountiesByZipStateStruct>>().toEqualTypeOf<{
      state_id: string;
      state_name: string;
      counties: { county_name: string }[];
    }>();
  });
  it('CountiesByZipStruct', () => {
    expectTypeOf<Infer<typeof api.CountiesByZipStruct>>().toEqualTypeOf<
      { state_id: string; state_name: string; counties: { county_name: string }[] }[]
    >();
  });
  it('QuickSearchDropdownsStruct', () => {
    expectTypeOf<Infer<typeof api.QuickSearchDropdownsStruct>>().toEqualTypeOf<{
      total_lead_dispos: { dispo_id: number; dispo_name: string }[];
      total_agents: { user_id: number; fname: string; lname: string }[];
      total_tags: { tag_id: number; tag_name: string }[];
      total_app_dispos: { dispo_id: number; dispo_name: string }[];
    }>();
  });
  it('LeadSearchRowStruct', () => {
    expectTypeOf<Infer<typeof api.LeadSearchRowStruct>>().toEqualTypeOf<{
      user_id: number;
      phone: string | null;
      lead_id: number;
      state_id: string | null;
      dispo_name: string | null;
      fname: string;
      lname: string;
      dob: string | null;
      age: number | null;
      email: string | null;
      city: string | null;
      county: string | null;
      zip: string | null;
      lead_dispo_id: number | null;
      agent_fname: string | null;
      agent_lname: string | null;
      lead_date: string;
      lead_vendor_source_code: string | null;
      drug_list_updated_flag: '0' | '1';
      drug_list_updated_date: string | null;
      has_current_plan_flag: '0' | '1';
      do_not_call?: '0' | '1' | undefined;
      default_address?:
        | {
            address1: string | null;
            address2: string | null;
            city: string | null;
            state_id: string | null;
            zip: string | null;
            county: string | null;
          }
        | null
        | undefined;
    }>();
  });
  it('LeadSearchAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.LeadSearchAnswerStruct>>().toEqualTypeOf<{
      result: Infer<typeof api.LeadSearchRowStruct>[];
      total_records: number;
      page_number: number;
      records_per_page: number;
      success?: boolean | undefined;
      total_capped?: boolean | undefined;
    }>();
  });
  it('NoticeStruct', () => {
    expectTypeOf<Infer<typeof api.NoticeStruct>>().toEqualTypeOf<{
      notice_id: number;
      notice_title: string;
      notice_text: string;
      start_date: string;
      end_date: string | null;
      dismissed_date: string | null;
      important_popup: '0' | '1';
    }>();
  });
  it('NoticeCountStruct', () => {
    expectTypeOf<Infer<typeof api.NoticeCountStruct>>().toEqualTypeOf<{
      notice_outstanding_count: number;
      includes_important: '0' | '1';
    }>();
  });
  it('NoticeSearchBodyStruct', () => {
    expectTypeOf<Infer<typeof api.NoticeSearchBodyStruct>>().toEqualTypeOf<{
      page_number: number;
      mode: 'quickNotify' | 'openNotify' | 'pastNotify';
      records_per_page?: number | undefined;
    }>();
  });
  it('NoticeSearchAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.NoticeSearchAnswerStruct>>().toEqualTypeOf<{
      result: {
        notice_id: number;
        notice_title: string;
        notice_text: string;
        start_date: string;
        end_date: string | null;
        dismissed_date: string | null;
        important_popup: '0' | '1';
      }[];
      total_records: number;
      page_number: number;
      records_per_page: number;
      success?: boolean | undefined;
    }>();
  });
  it('NoticeDismissBodyStruct', () => {
    expectTypeOf<Infer<typeof api.NoticeDismissBodyStruct>>().toEqualTypeOf<{ notice_ids: number[] }>();
  });
  it('NoticeDismissAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.NoticeDismissAnswerStruct>>().toEqualTypeOf<{ success: true; dismissed: number }>();
  });
  it('ExportTypeStruct', () => {
    expectTypeOf<Infer<typeof api.ExportTypeStruct>>().toEqualTypeOf<
      'lead_export' | 'current_plan' | 'pdp_retention' | 'multi_client_rx' | 'pharmacy' | 'aep_disruption'
    >();
  });
  it('ExportAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.ExportAnswerStruct>>().toEqualTypeOf<{
      success?: boolean | undefined;
      file_name?: string | undefined;
      csv?: string | undefined;
      row_count?: number | undefined;
    }>();
  });
  it('UserPhoneEntryStruct', () => {
    expectTypeOf<Infer<typeof api.UserPhoneEntryStruct>>().toEqualTypeOf<{
      phone: string;
      phone_type: PhoneType;
      phone_id?: number | undefined;
      phone_ext?: string | null | undefined;
      is_default?: boolean | undefined;
    }>();
  });
  it('UserEmailEntryStruct', () => {
    expectTypeOf<Infer<typeof api.UserEmailEntryStruct>>().toEqualTypeOf<{
      email: string;
      email_type: EmailType;
      is_default?: boolean | undefined;
      email_id?: number | undefined;
    }>();
  });
  it('UserAddressEntryStruct', () => {
    expectTypeOf<Infer<typeof api.UserAddressEntryStruct>>().toEqualTypeOf<{
      state_id: string;
      city: string;
      zip: string;
      address_type_id: AddressType;
      address1: string;
      county?: string | null | undefined;
      is_default?: boolean | undefined;
      address_id?: number | undefined;
      address2?: string | null | undefined;
      zip_4?: string | null | undefined;
      county_fips?: string | null | undefined;
      country_id?: number | undefined;
      apo?: '0' | '1' | undefined;
    }>();
  });
  it('UserProfileUpdateStruct', () => {
    expectTypeOf<Infer<typeof api.UserProfileUpdateStruct>>().toEqualTypeOf<{
      phone_dialer_provider_behavior_type_id?: 1 | 2 | 3 | undefined;
      phone_dialer_provider_active?: '0' | '1' | undefined;
      fname?: string | undefined;
      lname?: string | undefined;
      gender?: UserGender | '' | null | undefined;
      company?: string | null | undefined;
      npn?: string | null | undefined;
      role_id?: number | undefined;
      active?: '0' | '1' | undefined;
      sms_id?: string | null | undefined;
      cm_sync_ignore?: '0' | '1' | undefined;
      phones?:
        | {
            phone: string;
            phone_type: PhoneType;
            phone_id?: number | undefined;
            phone_ext?: string | null | undefined;
            is_default?: boolean | undefined;
          }[]
        | undefined;
      emails?:
        | { email: string; email_type: EmailType; is_default?: boolean | undefined; email_id?: number | undefined }[]
        | undefined;
      addresses?:
        | {
            state_id: string;
            city: string;
            zip: string;
            address_type_id: AddressType;
            address1: string;
            county?: string | null | undefined;
            is_default?: boolean | undefined;
            address_id?: number | undefined;
            address2?: string | null | undefined;
            zip_4?: string | null | undefined;
            county_fips?: string | null | undefined;
            country_id?: number | undefined;
            apo?: '0' | '1' | undefined;
          }[]
        | undefined;
    }>();
  });
  it('UserProfileUpdateAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.UserProfileUpdateAnswerStruct>>().toEqualTypeOf<{
      user_id: number;
      success: boolean;
      phone_dialer_provider_behavior_type_id: number;
      phone_dialer_provider_active: '0' | '1';
      fname: string;
      lname: string;
      gender: UserGender | null;
      company: string | null;
      npn: string | null;
      role_id: number;
      active: '0' | '1';
      phones: {
        phone: string;
        phone_id: number;
        phone_type: PhoneType;
        phone_ext: string | null;
        is_default: boolean;
      }[];
      emails: { email: string; is_default: boolean; email_id: number; email_type: EmailType }[];
      addresses: {
        state_id: string | null;
        city: string | null;
        county: string | null;
        zip: string | null;
        is_default: boolean;
        address_id: number;
        address_type_id: AddressType;
        address1: string | null;
        address2: string | null;
        zip_4: string | null;
        county_fips: string | null;
        country_id: number;
        apo: string;
      }[];
      account_id: number;
      account_business_name: string;
      ein: string | null;
      sms_id: string | null;
      environment_id: number | null;
      cm_sync_ignore: '0' | '1';
      role_name: string;
      registration_date: string;
      expire_date: string | null;
      last_access_date: string | null;
      previous_login_date: string | null;
      active_changed_date: string | null;
      appointment_count: number;
      default_phone: {
        phone: string;
        phone_id: number;
        phone_type: PhoneType;
        phone_ext: string | null;
        is_default: boolean;
      } | null;
      default_email: { email: string; is_default: boolean; email_id: number; email_type: EmailType } | null;
      default_address: {
        state_id: string | null;
        city: string | null;
        county: string | null;
        zip: string | null;
        is_default: boolean;
        address_id: number;
        address_type_id: AddressType;
        address1: string | null;
        address2: string | null;
        zip_4: string | null;
        county_fips: string | null;
        country_id: number;
        apo: string;
      } | null;
      usercredentials: { user_credentials_id: number; login: string; context: string }[];
      rolePermission?: string[] | undefined;
      hash?: string | undefined;
    }>();
  });
  it('UserContactDeleteAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.UserContactDeleteAnswerStruct>>().toEqualTypeOf<{ success: true }>();
  });
  it('ChangePasswordRequestStruct', () => {
    expectTypeOf<Infer<typeof api.ChangePasswordRequestStruct>>().toEqualTypeOf<{
      user_id: number;
      user_credentials_id: number;
      login: string;
      new_password: string;
      password?: string | undefined;
      context?: string | undefined;
    }>();
  });
  it('ChangePasswordAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.ChangePasswordAnswerStruct>>().toEqualTypeOf<{ success: true; message: string }>();
  });
  it('WritingNumberStruct', () => {
    expectTypeOf<Infer<typeof api.WritingNumberStruct>>().toEqualTypeOf<{
      user_id: number;
      user_carrier_id: number;
      agent_writing_number: string;
      carrier_id: number;
      carrier_name: string;
      carrier_full_name: string;
      product_type_id: number;
      product_type_name: string;
      product_type_desc: string;
      certification_year: number | null;
      record_num?: number | null | undefined;
    }>();
  });
  it('QuickLinkStruct', () => {
    expectTypeOf<Infer<typeof api.QuickLinkStruct>>().toEqualTypeOf<{
      quicklink_id: number;
      quicklink_title: string;
      quicklink_url: string;
      quicklink_hierarchy_type_name: QuickLinkHierarchyName;
      quicklink_hierarchy_type_id: number;
      display: '0' | '1';
      account_display: '0' | '1';
    }>();
  });
  it('QuickLinkSearchAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.QuickLinkSearchAnswerStruct>>().toEqualTypeOf<{
      result: {
        quicklink_id: number;
        quicklink_title: string;
        quicklink_url: string;
        quicklink_hierarchy_type_name: QuickLinkHierarchyName;
        quicklink_hierarchy_type_id: number;
        display: '0' | '1';
        account_display: '0' | '1';
      }[];
      total_records: number;
      page_number: number;
      records_per_page: number;
      success?: boolean | undefined;
    }>();
  });
  it('QuickLinkPayloadStruct', () => {
    expectTypeOf<Infer<typeof api.QuickLinkPayloadStruct>>().toEqualTypeOf<{
      quicklink_title?: string | null | undefined;
      quicklink_url?: string | null | undefined;
      quicklink_hierarchy_type_id?: 2 | 3 | undefined;
    }>();
  });
  it('QuickLinkSaveAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.QuickLinkSaveAnswerStruct>>().toEqualTypeOf<{
      success: true;
      message: string;
      quicklink: {
        quicklink_id: number;
        quicklink_title: string;
        quicklink_url: string;
        quicklink_hierarchy_type_name: QuickLinkHierarchyName;
        quicklink_hierarchy_type_id: number;
        display: '0' | '1';
        account_display: '0' | '1';
      };
    }>();
  });
  it('QuickLinkActionAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.QuickLinkActionAnswerStruct>>().toEqualTypeOf<{
      success: true;
      message?: string | undefined;
    }>();
  });
  it('QuickLinkDisplaySaveStruct', () => {
    expectTypeOf<Infer<typeof api.QuickLinkDisplaySaveStruct>>().toEqualTypeOf<{
      quicklink_id_active_list: { active: '0' | '1'; quicklink_id: number }[];
    }>();
  });
  it('TargetLeadsSsoStruct', () => {
    expectTypeOf<Infer<typeof api.TargetLeadsSsoStruct>>().toEqualTypeOf<{
      url: string | null;
      success?: boolean | undefined;
    }>();
  });
  it('ValidateUrlAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.ValidateUrlAnswerStruct>>().toEqualTypeOf<{
      message: string;
      cobrand?: { logo_3?: string | undefined } | undefined;
      user?:
        | {
            fname: string;
            lname: string;
            account_id: number;
            default_phone?: { phone: string } | undefined;
            default_email?: { email: string } | undefined;
          }
        | undefined;
    }>();
  });
  it('RegistrationRequestStruct', () => {
    expectTypeOf<Infer<typeof api.RegistrationRequestStruct>>().toEqualTypeOf<{
      bSignature: 'true';
      password?: string | undefined;
      phone?: string | undefined;
      state_id?: string | undefined;
      fname?: string | undefined;
      lname?: string | undefined;
      email?: string | undefined;
      city?: string | undefined;
      zip?: string | undefined;
      address1?: string | undefined;
      address2?: string | undefined;
      company?: string | undefined;
      npn?: string | undefined;
      login?: string | undefined;
      confirmPwd?: string | undefined;
      mphone?: string | undefined;
      fphone?: string | undefined;
      hasNoNPN?: 'true' | 'false' | undefined;
      website?: string | undefined;
      source?: string | undefined;
      fromURL?: 'true' | 'false' | undefined;
    }>();
  });
  it('RegistrationAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.RegistrationAnswerStruct>>().toEqualTypeOf<{
      success: boolean;
      message: string;
      disabled: 'true' | 'false';
    }>();
  });
  it('AgreementAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.AgreementAnswerStruct>>().toEqualTypeOf<{
      agreement: string;
      version?: string | undefined;
    }>();
  });
  it('RegistrationLinkAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.RegistrationLinkAnswerStruct>>().toEqualTypeOf<{
      link: string;
      path: string;
      expires_at: string;
      link_id: number;
      approval_required: boolean;
    }>();
  });
  it('RoleStruct', () => {
    expectTypeOf<Infer<typeof api.RoleStruct>>().toEqualTypeOf<{
      role_id: number;
      active: boolean;
      role_name: string;
      permissions: string[];
      user_count: number;
    }>();
  });
  it('RoleCreateStruct', () => {
    expectTypeOf<Infer<typeof api.RoleCreateStruct>>().toEqualTypeOf<{
      role_name: string;
      permissions?: string[] | undefined;
    }>();
  });
  it('RoleUpdateStruct', () => {
    expectTypeOf<Infer<typeof api.RoleUpdateStruct>>().toEqualTypeOf<{
      active?: boolean | undefined;
      role_name?: string | undefined;
      permissions?: string[] | undefined;
    }>();
  });
  it('SearchCriterionStruct', () => {
    expectTypeOf<Infer<typeof api.SearchCriterionStruct>>().toEqualTypeOf<{
      type: 'simple' | 'range' | 'set';
      value: (string | number | boolean)[];
    }>();
  });
  it('SearchBodyStruct', () => {
    expectTypeOf<Infer<typeof api.SearchBodyStruct>>().toEqualTypeOf<{
      criteria: Record<string, { type: 'simple' | 'range' | 'set'; value: (string | number | boolean)[] }>;
      page_number?: number | undefined;
      records_per_page?: number | undefined;
      search_type?: 'simple' | 'advanced' | undefined;
      field_list?: string[] | undefined;
      orderby_field?: string | undefined;
      orderby_direction?: 'asc' | 'desc' | 'ASC' | 'DESC' | undefined;
      include_deleted?: 0 | 1 | '0' | '1' | undefined;
    }>();
  });
  it('FeatureFlagsStruct', () => {
    expectTypeOf<Infer<typeof api.FeatureFlagsStruct>>().toEqualTypeOf<{
      key: string;
      flags: Record<string, boolean>;
    }>();
  });
  it('ExternalSsoRequestStruct', () => {
    expectTypeOf<Infer<typeof api.ExternalSsoRequestStruct>>().toEqualTypeOf<{
      target: 'cms_check' | 'plan_explorer';
      quicklink_id?: number | undefined;
    }>();
  });
  it('ExternalSsoAnswerStruct', () => {
    expectTypeOf<Infer<typeof api.ExternalSsoAnswerStruct>>().toEqualTypeOf<{
      user_id: number;
      login: string;
      hash: string;
      url: string;
      RelayState: string;
      SAMLResponse: string;
      success?: boolean | undefined;
      method?: string | undefined;
    }>();
  });
  it('PlanExplorerAccessStruct', () => {
    expectTypeOf<Infer<typeof api.PlanExplorerAccessStruct>>().toEqualTypeOf<{
      plan_explorer_access: 'True' | 'False';
      success?: true | undefined;
    }>();
  });
  it('UserDetailsStruct', () => {
    expectTypeOf<Infer<typeof api.UserDetailsStruct>>().toEqualTypeOf<{
      user_id: number;
      fname: string;
      lname: string;
      gender: UserGender | null;
      company: string | null;
      npn: string | null;
      role_id: number;
      active: '0' | '1';
      phones: {
        phone: string;
        phone_id: number;
        phone_type: PhoneType;
        phone_ext: string | null;
        is_default: boolean;
      }[];
      emails: { email: string; is_default: boolean; email_id: number; email_type: EmailType }[];
      addresses: {
        state_id: string | null;
        city: string | null;
        county: string | null;
        zip: string | null;
        is_default: boolean;
        address_id: number;
        address_type_id: AddressType;
        address1: string | null;
        address2: string | null;
        zip_4: string | null;
        county_fips: string | null;
        country_id: number;
        apo: string;
      }[];
      account_id: number;
      account_business_name: string;
      ein: string | null;
      sms_id: string | null;
      environment_id: number | null;
      cm_sync_ignore: '0' | '1';
      role_name: string;
      registration_date: string;
      expire_date: string | null;
      last_access_date: string | null;
      previous_login_date: string | null;
      active_changed_date: string | null;
      appointment_count: number;
      default_phone: {
        phone: string;
        phone_id: number;
        phone_type: PhoneType;
        phone_ext: string | null;
        is_default: boolean;
      } | null;
      default_email: { email: string; is_default: boolean; email_id: number; email_type: EmailType } | null;
      default_address: {
        state_id: string | null;
        city: string | null;
        county: string | null;
        zip: string | null;
        is_default: boolean;
        address_id: number;
        address_type_id: AddressType;
        address1: string | null;
        address2: string | null;
        zip_4: string | null;
        county_fips: string | null;
        country_id: number;
        apo: string;
      } | null;
      usercredentials: { user_credentials_id: number; login: string; context: string }[];
      rolePermission?: string[] | undefined;
      hash?: string | undefined;
    }>();
  });
  it('UserSettingsStruct', () => {
    expectTypeOf<Infer<typeof api.UserSettingsStruct>>().toEqualTypeOf<{
      user_id: number;
      phone_dialer_provider_behavior_type_id: number;
      phone_dialer_provider_active: '0' | '1';
    }>();
  });
  it('AccountStruct', () => {
    expectTypeOf<Infer<typeof api.AccountStruct>>().toEqualTypeOf<{
      active: '0' | '1';
      account_id: number;
      account_name: string;
      account_owner_user_id: number | null;
      owner_fname: string | null;
      owner_lname: string | null;
      cobrand_asset_urls: { logo_1: string | null; logo_2: string | null; logo_3?: string | null | undefined };
    }>();
  });
  it('AccountSettingsStruct', () => {
    expectTypeOf<Infer<typeof api.AccountSettingsStruct>>().toEqualTypeOf<{
      phone_dialer_provider_behavior_type_id: number;
      phone_dialer_provider_active: '0' | '1';
      account_id: number;
      lead_manage_tracking_number_feature_enabled: '0' | '1';
      lead_b2bpartner_fields_enabled: '0' | '1';
      feature_flags?: Record<string, boolean> | undefined;
    }>();
  });
  it('UserSearchRowStruct', () => {
    expectTypeOf<Infer<typeof api.UserSearchRowStruct>>().toEqualTypeOf<{
      user_id: number;
      fname: string;
      lname: string;
      npn: string | null;
      role_id: number;
      active: '0' | '1';
      role_name: string;
      registration_date: string;
      last_access_date: string | null;
      login?: string | null | undefined;
    }>();
  });
  it('Flag', () => {
    expectTypeOf<Infer<typeof api.Flag>>().toEqualTypeOf<'0' | '1'>();
  });
});
