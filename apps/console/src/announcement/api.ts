import { announcement, ownAnnouncement, type Announcement, type OwnAnnouncement } from '@apm/contract';
import { call, type Params } from '../api/request';

/** Query keys: under the session, so signing out forgets them. */
export const announcementKey = (userId: string) => ['session', 'announcement', userId] as const;
export const ownAnnouncementKey = (userId: string) => ['session', 'announcement', userId, 'own'] as const;

/** GET /a/api/sysSetting/announcement: the announcement that applies to the signed-in user. */
export const fetchAnnouncement = (signal?: AbortSignal): Promise<Announcement> =>
  call('/a/api/sysSetting/announcement', { signal }, (v) => announcement.parse(v));

/** GET /a/api/sysSetting/announcementManager: the one the user's own office set, for editing. */
export const fetchOwnAnnouncement = (signal?: AbortSignal): Promise<OwnAnnouncement> =>
  call('/a/api/sysSetting/announcementManager', { signal }, (v) => ownAnnouncement.parse(v));

/** POST /a/api/sysSetting/announcementManagerSave: answers the announcement as saved. */
export const saveAnnouncement = (params: Params): Promise<OwnAnnouncement> =>
  call('/a/api/sysSetting/announcementManagerSave', { method: 'POST', params }, (v) => ownAnnouncement.parse(v));
