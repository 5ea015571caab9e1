// Configurable Settings (spec 02 §2.13): the dialog the frame opens from the user menu (lazily)
// when the configurable_settings feature flag is on.
import { lazyComponent } from '../../shared/lazyComponent';

export type { ConfigurableSettingsDialogProps } from './ConfigurableSettingsDialog';

/** The Configurable Settings dialog, loaded the first time the user menu opens it. */
export const LazyConfigurableSettingsDialog = lazyComponent(() =>
  import('./ConfigurableSettingsDialog').then((m) => m.ConfigurableSettingsDialog),
);
