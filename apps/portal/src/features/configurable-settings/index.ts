// Configurable Settings (spec 02 §2.13): the dialog the frame opens from the user menu (lazily)
// when the configurable_settings feature flag is on.
export { ConfigurableSettingsDialog, type ConfigurableSettingsDialogProps } from './ConfigurableSettingsDialog';
export { preferenceLabel, SETTINGS_TEXT } from './text';
