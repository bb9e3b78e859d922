import type { ComponentType } from 'react';

/**
 * The shell of the signed-in pages (menu, header with the notice bell, tabs, announcements) as code
 * loaded on demand: the sign-in page never downloads it, nor the antd parts only it uses.
 */
export function loadSignedInShell(): Promise<ComponentType> {
  return Promise.all([
    import('./MainLayout'),
    import('../notice/NoticeBell'),
    import('../announcement/AnnouncementGate'),
  ]).then(
    ([layout, notice, announcement]) =>
      function SignedInShell() {
        return (
          <>
            <layout.MainLayout headerExtra={<notice.NoticeBell />} />
            <announcement.AnnouncementGate />
          </>
        );
      },
  );
}
