import { describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, addEventTitle } from './calendar/messages';
import { CONTACT_EDITOR_MESSAGES } from './contact-editors/messages';
import {
  invalidDataMessage,
  invalidFormatMessage,
  invalidLengthMessage,
  maxLengthHint,
  requiredMessage,
  showsMaxLengthHint,
} from './core/messages/field';
import { LEAD_MESSAGES, NEW_LEAD_MESSAGES, leadLastUpdatedHeader, leadUpdatedMessage } from './leads/messages';
import { PROFILE_MESSAGES, newUserCreatedMessage } from './user/messages';
import { REGISTRATION_MESSAGES, invitationBannerText } from './registration/messages';
import { SETTINGS_MESSAGES } from './settings/messages';
import {
  DIALER_MESSAGES,
  NOTICE_MESSAGES,
  PAGE_MESSAGES,
  QUICK_LINK_MESSAGES,
  QUICK_SEARCH_MESSAGES,
  SHELL_MESSAGES,
  VERIFY_COUNTY_MESSAGE,
  dialerOptionLabel,
  zipNotFoundMessage,
} from './shell/messages';
import { SOA_EMAIL_TEXT, SOA_MESSAGES, soaEmailGreeting, soaEmailSubject, soaPlanYearHeading } from './soa/messages';

// Every text below is copied from the spec; the left side is what the package exports.
describe('texts quoted word for word from spec 01', () => {
  it.each([
    [PAGE_MESSAGES.notFound, 'The page you are exploring has not been planned yet.'],
    [
      PAGE_MESSAGES.serverError,
      "We're sorry. We're currently exploring the root cause of this unplanned downtime. Please plan to try again later.",
    ],
    [
      PAGE_MESSAGES.downForMaintenance,
      "We're sorry. We're on a planned exploration to better your experience. Please plan to try again later.",
    ],
    [SHELL_MESSAGES.nonProductionBanner, 'This is not a Production environment. Use for testing purposes only.'],
    [SHELL_MESSAGES.loadingMenuItems, 'Loading Menu Items'],
    [SHELL_MESSAGES.logoutConfirm, 'Are you sure you want to logout?'],
    [SHELL_MESSAGES.genericError, 'An error occurred, please try again'],
    [SHELL_MESSAGES.unsavedContent, 'You have unsaved content, are you sure you want to exit?'],
    [SHELL_MESSAGES.deleteRecordsConfirm, 'Are you sure you want to delete these records?'],
    [
      NOTICE_MESSAGES.noUnreadNotices,
      'There are no unread messages. You can access your notification history by selecting "Load Past Notices" on the left.',
    ],
    [NOTICE_MESSAGES.noPastNotices, 'There are no past notices'],
    [NOTICE_MESSAGES.importantNoticeTitle, 'Important Notice'],
    [NOTICE_MESSAGES.noticesTitle, 'Notices'],
    [NOTICE_MESSAGES.markAsRead, 'Mark As Read'],
    [NOTICE_MESSAGES.markAllAsRead, 'Mark All As Read'],
    [NOTICE_MESSAGES.loadPastNotices, 'Load Past Notices'],
    [QUICK_SEARCH_MESSAGES.fillAtLeastOneField, 'You are required to fill at least one field'],
    [QUICK_SEARCH_MESSAGES.fieldRequired, 'This field is required.'],
    [
      QUICK_SEARCH_MESSAGES.applicationDispositionRequired,
      'Enter one or more application dispositions and click search.',
    ],
    [QUICK_LINK_MESSAGES.titleRequired, 'Quick Link Name is a required field.'],
    [QUICK_LINK_MESSAGES.urlRequired, 'Quick Link URL is a required field.'],
    [QUICK_LINK_MESSAGES.created, 'Quick Link created successfully'],
    [QUICK_LINK_MESSAGES.updated, 'Quick Link updated successfully'],
    [QUICK_LINK_MESSAGES.deleted, 'Quick Link deleted successfully'],
    [DIALER_MESSAGES.dialogTitle, 'Select an Outbound Dial Method'],
    [DIALER_MESSAGES.rememberSelection, 'Remember my selection'],
    [DIALER_MESSAGES.callingViaDefault, 'Initiating call via default application'],
    [DIALER_MESSAGES.callingViaProvider, 'Initiating call via phone dialer. A call will start soon, please wait.'],
    [DIALER_MESSAGES.settingsUpdated, 'Phone dialer settings updated.'],
    [DIALER_MESSAGES.preferenceSaveFailed, 'Unable to update phone dialer preference. Please try again later.'],
    [dialerOptionLabel('Acme'), 'Do not show Acme dialer option'],
    [zipNotFoundMessage('99999'), 'The zip code you entered (99999) cannot be found in our system.'],
    [REGISTRATION_MESSAGES.creatingAccount, 'Creating a User Account. Please Wait.'],
    [REGISTRATION_MESSAGES.incompleteForm, 'Please enter all the required fields before submission'],
    [
      REGISTRATION_MESSAGES.notAgreed,
      'Your registration was not completed due to not accepting the web agreement. Please submit again if done in error or close page.',
    ],
    [REGISTRATION_MESSAGES.unexpectedError, 'An unexpected error occurred. Please try again.'],
    [
      REGISTRATION_MESSAGES.usernameTaken,
      'Username already exists. Choose a different username or click on forgot password or contact us at the support phone.',
    ],
    [
      REGISTRATION_MESSAGES.invalidLink,
      'The registration link used is no longer valid. Please contact support at the support phone, or visit the sales site.',
    ],
    [CONTACT_EDITOR_MESSAGES.addressRequired, 'Please enter address'],
    [CONTACT_EDITOR_MESSAGES.cityRequired, 'Please enter city'],
    [CONTACT_EDITOR_MESSAGES.stateRequired, 'Please select state'],
    [CONTACT_EDITOR_MESSAGES.zipInvalid, 'Please enter correct zip'],
    [CONTACT_EDITOR_MESSAGES.emailInvalid, 'Please enter correct email'],
    [CONTACT_EDITOR_MESSAGES.phoneInvalid, 'Please enter correct phone number'],
  ])('%s', (actual, spec) => {
    expect(actual).toBe(spec);
  });
});

describe('texts quoted word for word from spec 02', () => {
  it.each([
    [LEAD_MESSAGES.changesNotice, 'Changes have been made. Select Update to save them.'],
    [LEAD_MESSAGES.ledgerNote, '*Only fields with updated values are displayed below.'],
    [leadLastUpdatedHeader('11/21/2026', 'Ada Byron'), 'Lead Detail Last Updated 11/21/2026 by Ada Byron'],
    [leadUpdatedMessage('Ada', 'Byron'), 'You have successfully updated your lead (Ada Byron)'],
    [NEW_LEAD_MESSAGES.created, 'Lead created successfully!'],
    [SOA_MESSAGES.sent, 'SOA successfully sent'],
    [SOA_MESSAGES.emailed, 'The eSignature Scope Of Appointment was emailed.'],
    [SOA_MESSAGES.saveToGenerateDraft, 'Save to Generate Draft'],
    [SOA_MESSAGES.generatingDraft, 'Generating Draft...'],
    [SOA_MESSAGES.processing, 'Processing'],
    [
      soaEmailSubject('Ada Byron', 'Jane Agent'),
      'Medicare Health Plans - Scope of Appointment eSignature Request: for Ada Byron from Jane Agent',
    ],
    [
      soaEmailSubject({ lead: 'Ada Byron', agent: 'Jane Agent' }),
      'Medicare Health Plans - Scope of Appointment eSignature Request: for Ada Byron from Jane Agent',
    ],
    [SOA_EMAIL_TEXT.fromLabel, 'From'],
    [SOA_EMAIL_TEXT.toLabel, 'To'],
    [SOA_EMAIL_TEXT.subjectLabel, 'Subject'],
    [SOA_EMAIL_TEXT.tty, 'TTY 711'],
    [PROFILE_MESSAGES.changesNotice, 'Changes have been made. Click "Update" to save them'],
    [PROFILE_MESSAGES.updated, 'Your profile has been updated.'],
    [PROFILE_MESSAGES.currentPasswordIncorrect, 'The current password entered is incorrect'],
    [
      PROFILE_MESSAGES.writingNumberDuplicate,
      'Agent Writing Number is already present for carrier with this product type',
    ],
    [PROFILE_MESSAGES.writingNumberAdded, 'Agent writing number has been added successfully'],
    [PROFILE_MESSAGES.writingNumberDeleteConfirm, 'Are you sure you want to delete this Agent Writing Number record?'],
    [PROFILE_MESSAGES.writingNumbersDeleteConfirm, 'Are you sure you want to delete these records?'],
    [newUserCreatedMessage(7), 'New User has been created for account 7.'],
    [CALENDAR_MESSAGES.appointmentSaved, 'Appointment saved successfully.'],
    [CALENDAR_MESSAGES.appointmentUpdated, 'Appointment updated successfully.'],
    [CALENDAR_MESSAGES.appointmentDeleted, 'Appointment deleted successfully.'],
    [CALENDAR_MESSAGES.taskSaved, 'Task saved successfully.'],
    [CALENDAR_MESSAGES.taskUpdated, 'Task updated successfully.'],
    [CALENDAR_MESSAGES.taskDeleted, 'Task deleted successfully.'],
    [CALENDAR_MESSAGES.leadSearchNoResults, 'No results found based on the selected criteria.'],
    [CALENDAR_MESSAGES.editTitle, 'Edit/Add Appointment/Task'],
    [addEventTitle('Task'), 'Add Task'],
    [SETTINGS_MESSAGES.updated, 'Settings updated.'],
    [SETTINGS_MESSAGES.communicationPreferencesUpdated, 'Communication Preferences successfully updated.'],
    [SETTINGS_MESSAGES.enhancedSoaAcknowledgementRequired, 'The acknowledgement must be checked to use Enhanced SOA.'],
    [maxLengthHint(25), 'Max length is 25 characters'],
    [requiredMessage('Title'), 'Title is required.'],
    [invalidLengthMessage('Prefix'), 'Prefix has an invalid length.'],
    [invalidFormatMessage('SSN'), 'SSN has an invalid format.'],
    [invalidDataMessage('Weight'), 'Weight contains invalid data.'],
  ])('%s', (actual, spec) => {
    expect(actual).toBe(spec);
  });
});

describe('texts the spec only describes (wording ours, see README)', () => {
  it('are non-empty sentences', () => {
    for (const text of [
      VERIFY_COUNTY_MESSAGE,
      REGISTRATION_MESSAGES.roleExpired,
      REGISTRATION_MESSAGES.pendingValidation,
      REGISTRATION_MESSAGES.accountCreated,
      LEAD_MESSAGES.heightFeetTooLarge,
      LEAD_MESSAGES.heightInchesTooLarge,
      LEAD_MESSAGES.weightTooLarge,
    ]) {
      expect(text).toMatch(/^[A-Z].*\.$/);
    }
    expect(LEAD_MESSAGES.weightTooLarge).toContain('999 lbs');
    expect(REGISTRATION_MESSAGES.pendingValidation).toContain('24 hours');
  });

  it('shows the invitation banner with owner, contact and account', () => {
    expect(
      invitationBannerText({
        fname: 'Olive',
        lname: 'Owner',
        email: 'o@example.com',
        phone: '(312) 555-0100',
        account_id: 7,
      }),
    ).toBe(
      'You are registering under the account of Olive Owner (o@example.com, (312) 555-0100), account 7. If this is not intended, do not proceed.',
    );
  });

  // Spec 02 §2.5 names the SOA email's opt-out line and confidentiality notice without wording them.
  it('words the SOA email: greeting, opt-out, confidentiality and plan-year headings', () => {
    expect(soaEmailGreeting('Ada Byron')).toBe('Dear Ada Byron,');
    expect(soaEmailGreeting('  ')).toBe('Hello,');
    expect(soaEmailSubject({ lead: ' Ada Byron ', agent: null })).toBe(
      'Medicare Health Plans - Scope of Appointment eSignature Request: for Ada Byron from ',
    );
    expect(SOA_EMAIL_TEXT.optOut).toContain('Unsubscribe');
    expect(SOA_EMAIL_TEXT.confidentiality).toMatch(/^CONFIDENTIALITY NOTICE: /);
    expect(SOA_EMAIL_TEXT.noObligation).toContain('does not enroll you in a Medicare plan');
    expect(soaPlanYearHeading(2027)).toBe('2027 Plan Year');
    expect(soaPlanYearHeading(undefined)).toBe('Plan Year');
  });
});

describe('showsMaxLengthHint', () => {
  // Spec 02 §5.1: "First and last name max 25 each, hint 'Max length is 25 characters' at the limit."
  it.each([
    { input: 'x'.repeat(25), expected: true },
    { input: 'x'.repeat(24), expected: false },
    { input: null, expected: false },
  ])('$input → $expected', ({ input, expected }) => {
    expect(showsMaxLengthHint(input, 25)).toBe(expected);
  });
});
