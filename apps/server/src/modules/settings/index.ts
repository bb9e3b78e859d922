import type { ServerModule } from '../../platform/module.js';
import { CONTENT_KEYS, SETTINGS_PAGE_KEYS } from './keys.js';
import { settingsRoutes } from './routes.js';
import { settingsService, type SettingsService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** System settings: every module's keys, the sign-in policy, the SMTP server. */
    settings: SettingsService;
  }
}

/** System settings: the settings page, and the registry every module's settings keys go through. */
export const settingsModule: ServerModule = {
  name: 'settings',
  tables,
  settings: [...SETTINGS_PAGE_KEYS, ...CONTENT_KEYS],
  services: (p, s) => ({
    settings: settingsService(p.db.kysely, { smsAvailable: false, definitions: p.settingKeys, audit: s.audit }),
  }),
  routes: (s) => settingsRoutes(s.settings),
};
