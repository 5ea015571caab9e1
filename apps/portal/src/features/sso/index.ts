// Single sign-on (spec 02 §2.8, §4.7): the Single Sign-On / CMS Check dialog and the hand-off it
// posts. Screens use `LazySingleSignOnDialog` from './lazy', so the dialog loads on first use.
export { SingleSignOnDialog, SINGLE_SIGN_ON_TEXT, type SingleSignOnDialogProps } from './SingleSignOnDialog';
export { HAND_OFF_WAITING_TEXT, openHandOffTab, submitHandOff } from './handOff';
