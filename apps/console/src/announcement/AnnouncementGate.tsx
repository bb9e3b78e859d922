import type { Announcement } from '@apm/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ApiError } from '../api/ApiError';
import { isSessionGone } from '../api/envelope';
import { useFeedback } from '../feedback/useFeedback';
import { useSession } from '../session/SessionContext';
import { AnnouncementModal } from './AnnouncementModal';
import { useCurrentAnnouncement } from './api';
import { closed, dismissed, type HashSlot } from './dismissal';
import { ANNOUNCEMENT_DELAY_MS, decide } from './rules';

/**
 * Shows the announcement that applies to the signed-in user (spec 4), once per mount of the
 * signed-in layout: 500 ms after mounting it asks the server, then shows the pop-up when the
 * rules of `decide` say so. "Close" hides it until the next sign-in; "No more reminders"
 * hides this announcement for this user until it changes. Renders nothing else.
 */
export function AnnouncementGate() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { user } = useSession();
  const [due, setDue] = useState(false);
  const [shown, setShown] = useState<{ announcement: Announcement; hash: string } | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), ANNOUNCEMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const query = useCurrentAnnouncement(due);

  useEffect(() => {
    if (!query.data) return;
    const d = decide(query.data, Date.now(), { dismissed: dismissed.read(user.id), closed: closed.read(user.id) });
    if (d.forget) {
      dismissed.forget(user.id);
      closed.forget(user.id);
    }
    setShown(d.show ? { announcement: query.data, hash: d.hash } : null);
  }, [query.data, user.id]);

  useEffect(() => {
    const err = query.error;
    // A gone session already leads to /logout; a toast on top would only be noise.
    if (!err || (err instanceof ApiError && isSessionGone(err))) return;
    void message.error({ content: t('announcement.fetchError'), key: 'announcement.fetchError' });
  }, [query.error, message, t]);

  const answer = (slot: HashSlot) => {
    if (shown) slot.save(user.id, shown.hash);
    setShown(null);
  };

  return (
    <AnnouncementModal
      announcement={shown?.announcement ?? null}
      onClose={() => answer(closed)}
      onNoMoreReminders={() => answer(dismissed)}
    />
  );
}
