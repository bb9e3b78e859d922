/** Host names of customers ("create domain name"). */
export const domains = {
  intro:
    'Bind host names to your customers: visitors who open the console on a customer’s host name see that customer’s own brand once it is switched on. A host name belongs to one customer only; a customer has at most {{max}}. Point the host name’s DNS at this server.',
  search: 'Search by customer or host name',
  empty: 'No customers yet',
  noneMatching: 'No customers or host names match this search',
  total: '{{count}} customers',
  customer: 'Customer',
  hosts: 'Host names',
  none: 'None',
  shows: 'The host names show',
  ownBrand: 'Its own brand',
  defaultBrand: 'The default brand (its own brand is off)',
  actions: 'Actions',
  add: 'Add host name',
  addOf: 'Add host name: {{name}}',
  addTitle: 'Add a host name to {{name}}',
  host: 'Host name',
  hostHelp: 'Only the name, such as screens.example.com: no http://, port or path. Case does not matter.',
  boundAs: 'Will be bound as {{host}}',
  bind: 'Bind',
  bound: '{{host}} now belongs to {{name}}',
  cancel: 'Cancel',
  removeTitle: 'Remove {{host}}?',
  removeConfirm: 'The host name no longer belongs to {{name}} and shows the default brand.',
  remove: 'Remove',
  removed: '{{host}} removed',
};

declare global {
  interface ConsoleTexts {
    domains: typeof domains;
  }
}
