import { publishKey, type PublishKey, type SysInitRequest } from '@apm/contract';
import { call } from './request';

/** GET /f/common/isSysInit: the raw answer (1 or 0 initialised, -1 not); see isInitialisedAnswer. */
export const fetchSysInitState = (signal?: AbortSignal): Promise<unknown> =>
  call('/f/common/isSysInit', { signal }, (v) => v);

/** POST /f/common/sysInit: creates the platform office and its administrator. */
export const initialiseSystem = (req: SysInitRequest): Promise<{ userId: string }> =>
  call('/f/common/sysInit', { method: 'POST', params: { ...req } }, (v) => v as { userId: string });

/** GET /f/common/getPublishKey: whether login fields are encrypted, and the key to do it with. */
export const fetchPublishKey = (signal?: AbortSignal): Promise<PublishKey> =>
  call('/f/common/getPublishKey', { signal }, (v) => publishKey.parse(v));
