/** Agent activation: opening institutions directly under the platform as agents, and closing them. */
export const agents = {
  intro:
    'Agents resell the platform: an agent creates and manages its own customers and never sees another agent’s. Any institution directly under the platform that holds no customers can be opened as an agent.',
  agentsTab: 'Agents ({{count}})',
  candidatesTab: 'Institutions that can be opened ({{count}})',
  candidatesHelp: 'Institutions directly under the platform that hold no customers.',
  searchAgents: 'Search agents by name',
  searchOffices: 'Search institutions by name',
  noneMatching: 'Nothing matches this search',
  noAgents: 'No agents yet: open one from the institutions that can be opened',
  noCandidates: 'No institution directly under the platform can be opened; create one in institution management',
  total: '{{count}} in all',
  name: 'Agent',
  office: 'Institution',
  customers: 'Customers',
  users: 'Users',
  offices: 'Sub-institutions',
  updatedAt: 'Last changed',
  actions: 'Actions',
  open: 'Open as agent',
  openOf: 'Open {{name}} as agent',
  opened: '{{name}} is an agent now',
  openTitle: 'Open {{name}} as agent',
  openExplain:
    'The institution becomes an agent: its administrators can then create and manage customers of their own.',
  firstAdmin: 'First agent administrator (optional)',
  firstAdminHelp:
    'Creates an account with the agent administrator role in this institution, together with the opening. You can also add it later in user management.',
  close: 'Close agent',
  closeOf: 'Close agent {{name}}',
  closeTitle: 'Close agent {{name}}?',
  closeConfirm: 'It becomes an ordinary institution again; its users and sub-institutions stay.',
  closed: '{{name}} is no longer an agent',
  cannotCloseTitle: '{{name}} cannot be closed',
  cannotClose: 'The agent still has {{count}} customer(s). Move or delete its customers first.',
  understood: 'OK',
  cancel: 'Cancel',
  usersOf: 'Users of {{name}}',
  loginName: 'Login name',
  userName: 'Name',
  roles: 'Roles',
  status: 'Status',
  active: 'Active',
  disabled: 'Disabled',
  lastSignIn: 'Last sign-in',
  never: 'Never',
  noUsers: 'This agent has no users yet',
};

declare global {
  interface ConsoleTexts {
    agents: typeof agents;
  }
}
