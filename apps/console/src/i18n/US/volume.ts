/** The storage of institutions: the quota bar of the library and the storage by institution (volumes). */
export const volume = {
  bar: {
    label: 'Storage',
    usedOf: '{{used}} of {{quota}} used',
    usedNoLimit: '{{used}} used, no limit',
    free: '{{free}} free',
    materials: 'Materials: {{count}}',
    ownQuota: "The institution's own quota",
    settingQuota: 'Quota of the system setting',
    byKind: 'By kind',
    full: 'The storage quota is full: delete materials or ask an administrator for more room.',
    nearlyFull: 'The storage quota is nearly full.',
  },
  kinds: {
    image: 'Pictures',
    video: 'Videos',
    audio: 'Sounds',
    pdf: 'PDF documents',
    web: 'Web pages',
  },
  drawer: {
    open: 'Storage by institution',
    title: 'Storage by institution',
    search: 'Search institutions',
    office: 'Institution',
    used: 'Used',
    quota: 'Quota',
    free: 'Free',
    materials: 'Materials',
    actions: 'Actions',
    noLimit: 'No limit',
    ownQuota: 'own',
    fromSetting: 'system setting',
    setQuota: 'Set quota',
    total: 'Institutions: {{count}}',
  },
  quotaForm: {
    title: 'Storage quota of {{name}}',
    mode: 'Quota',
    modes: {
      setting: 'As the system setting says',
      unlimited: 'No limit',
      own: 'A quota of its own',
    },
    amount: 'Size',
    unit: 'Unit',
    amountRequired: 'Enter the size of the quota',
    belowUsage: 'It holds {{used}} already: uploads will be refused until materials are deleted.',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Quota of {{name}} saved',
    ownOffice: "Your own institution's quota is set by an administrator of an institution above it.",
  },
};

declare global {
  interface ConsoleTexts {
    volume: typeof volume;
  }
}
