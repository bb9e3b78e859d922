import { createContext, useContext } from 'react';
import type { DisplaySettings, SettingsPatch } from './displaySettings';

export interface SettingsApi {
  settings: DisplaySettings;
  /** Applies a change at once (not saved). */
  update(patch: SettingsPatch): void;
  /** Writes the current settings to local storage; false when the browser refuses. */
  save(): boolean;
  /** Forgets the saved settings and reloads the page with the defaults. */
  reset(): void;
  drawerOpen: boolean;
  setDrawerOpen(open: boolean): void;
}

export const SettingsContext = createContext<SettingsApi | null>(null);

/** The display settings and their actions; inside SettingsProvider. */
export function useDisplaySettings(): SettingsApi {
  const api = useContext(SettingsContext);
  if (!api) throw new Error('useDisplaySettings() outside SettingsProvider');
  return api;
}
