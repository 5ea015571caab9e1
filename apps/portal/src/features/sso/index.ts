// Single sign-on (spec 02 §2.8, §4.7): the Single Sign-On / CMS Check dialog and the hand-off it
// posts. Other features open `LazySingleSignOnDialog`, so the dialog loads on first use.
export { LazySingleSignOnDialog } from './lazy';
export { HAND_OFF_WAITING_TEXT, openHandOffTab, submitHandOff } from './handOff';
