/** The notice bell and the notifications page. */
export const notice = {
  title: 'Notifications',
  bellLabel: 'Notifications, {{count}} unread',
  latest: 'Latest notifications',
  empty: 'No notifications',
  noneMatching: 'No notifications match this filter',
  viewAll: 'View all',
  filter: 'Show',
  all: 'All',
  unread: 'Unread',
  unreadWithCount: 'Unread ({{count}})',
  read: 'Read',
  state: 'Status',
  content: 'Notification',
  kind: 'Type',
  createDate: 'Received',
  total: '{{count}} in all',
  selected: '{{count}} selected',
  markRead: 'Mark as read',
  markedRead: 'Marked as read: {{count}}',
  delete: 'Delete',
  deleteTitle: 'Delete the selected notifications ({{count}})?',
  deleteConfirm: 'Deleted notifications cannot be restored.',
  deleted: 'Deleted: {{count}}',
  kinds: {
    reviewRequested: 'Review requested',
    reviewResult: 'Review result',
    terminalAlarm: 'Terminal alarm',
    system: 'System',
  },
};

declare global {
  interface ConsoleTexts {
    notice: typeof notice;
  }
}
