import dayjs from 'dayjs';

/** When a notice was created (epoch ms), in the browser's time zone, to the minute. */
export const noticeTime = (epochMs: number): string => dayjs(epochMs).format('YYYY-MM-DD HH:mm');

/** The same to the second, for the notifications table. */
export const noticeTimeExact = (epochMs: number): string => dayjs(epochMs).format('YYYY-MM-DD HH:mm:ss');
