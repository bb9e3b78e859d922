import { AUDIT_CATALOGUE, AUDIT_NAMES, LANGUAGES } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { ALL_TEXTS, US } from '../../i18n/allTexts';

/**
 * Every module and action of the audit catalogue (the contract's list of what the server may
 * write into the audit log; its writer takes no other) must have a name on the log page.
 */

type LogTexts = { modules: Record<string, string>; actions: Record<string, Record<string, string>> };

/** The `module.action` names of the catalogue the log page has no name for, in one language's texts. */
const unnamed = (log: LogTexts) =>
  AUDIT_NAMES.filter((name) => {
    const [module, action] = name.split('.') as [string, string];
    return !log.modules[module] || !log.actions[module]?.[action];
  });

describe('names of audit modules and actions', () => {
  it('reads the catalogue of the contract', () => {
    expect(AUDIT_NAMES).toContain('system.initialise');
    expect(AUDIT_NAMES).toContain('session.sso-login');
    expect(AUDIT_NAMES.length).toBe(Object.values(AUDIT_CATALOGUE).flat().length);
  });

  it.each(LANGUAGES)('has a name in %s for every module and action of the catalogue', (lang) => {
    expect(unnamed(ALL_TEXTS[lang].log as LogTexts)).toEqual([]);
  });

  it('finds a module or action that has no name', () => {
    // Every entry named, then two taken away: the check sees exactly those.
    const log: LogTexts = { modules: {}, actions: {} };
    for (const [m, actions] of Object.entries(AUDIT_CATALOGUE)) {
      log.modules[m] = m;
      log.actions[m] = Object.fromEntries(actions.map((a: string) => [a, a]));
    }
    delete log.actions.office!.move;
    delete log.modules.agent;
    expect(unnamed(log)).toEqual(['office.move', 'agent.open', 'agent.close']);
  });

  it('names every module that has actions, and no module without', () => {
    // Names of actions no longer in the catalogue stay: old rows in the log still carry them.
    expect(Object.keys(US.log.modules).sort()).toEqual(Object.keys(US.log.actions).sort());
  });
});
