import { accountApi, AVATAR_MAX_BYTES } from '@apm/contract';
import { upload } from '../api/client';
import { personalImage } from './personalImage';

// Apart from api.ts: the sign-in page uses that, and an avatar's upload brings the hashing code.

/**
 * Sets a new avatar, reporting the upload's progress (0-100); answers the avatar's new address. The
 * picture goes in MD5 first: one the range holds already is not sent again (personalImage.ts).
 */
export const uploadAvatar = async (file: File, onProgress: (percent: number) => void): Promise<string> =>
  personalImage(
    file,
    { use: 'avatar', maxBytes: AVATAR_MAX_BYTES, onProgress },
    async () => (await upload(accountApi.uploadAvatar, {}, file, { onProgress })).jsonObject.avatar,
  );
