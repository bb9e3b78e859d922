import type { MessageItem, MessagePublication } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { excerpt, isLive, liveEmergencies, summaryOf } from './publication';

const counts = { total: 12, queued: 1, sent: 2, downloading: 1, ready: 1, playing: 4, failed: 1, replaced: 2 };
const publication = (p: Partial<MessagePublication> = {}): MessagePublication => ({
  id: 'p1',
  createdAt: 1000,
  createdBy: 'ann',
  from: 1000,
  to: null,
  stoppedAt: null,
  stoppedBy: null,
  reviewState: 'approved',
  reviewNote: null,
  counts,
  ...p,
});
const message = (m: Partial<MessageItem>): MessageItem => ({
  id: 'm',
  name: 'M',
  officeId: 'o',
  officeName: 'O',
  look: {
    text: 'x',
    fontFamily: 'sans-serif',
    fontSize: 48,
    bold: false,
    color: '#ffffff',
    backgroundColor: '#000000',
    backgroundOpacity: 70,
    position: 'full',
    scroll: 'none',
    scrollSpeed: 120,
  },
  priority: 0,
  emergency: true,
  startAt: null,
  endAt: null,
  limit: 'none',
  durationSec: null,
  repeats: null,
  version: 1,
  createdAt: 0,
  updatedAt: 0,
  updatedBy: 'ann',
  deletedAt: null,
  deletedBy: null,
  lastPublish: publication(),
  ...m,
});

describe('a publication’s figures', () => {
  it('counts shown, pending and failed terminals, of those it was not replaced on', () => {
    expect(summaryOf(counts)).toEqual({ total: 10, shown: 4, pending: 5, failed: 1, replaced: 2 });
  });

  it('is live until stopped or past its end', () => {
    expect(isLive(publication(), 5000)).toBe(true);
    expect(isLive(publication({ to: 6000 }), 5000)).toBe(true);
    expect(isLive(publication({ to: 5000 }), 5000)).toBe(false);
    expect(isLive(publication({ stoppedAt: 4000, stoppedBy: 'bob' }), 5000)).toBe(false);
  });

  it('is not live while it waits for a reviewer, nor once refused', () => {
    expect(isLive(publication({ reviewState: 'pending' }), 5000)).toBe(false);
    expect(isLive(publication({ reviewState: 'rejected', reviewNote: 'typo' }), 5000)).toBe(false);
  });
});

describe('live emergencies', () => {
  it('are the emergency messages whose latest publication is live, newest first, each once', () => {
    const older = message({ id: 'a', lastPublish: publication({ id: 'pa', createdAt: 1 }) });
    const newer = message({ id: 'b', lastPublish: publication({ id: 'pb', createdAt: 2 }) });
    const found = liveEmergencies(
      [
        older,
        newer,
        newer,
        message({ id: 'c', emergency: false }),
        message({ id: 'd', lastPublish: null }),
        message({ id: 'e', lastPublish: publication({ stoppedAt: 3, stoppedBy: 'x' }) }),
        message({ id: 'f', lastPublish: publication({ reviewState: 'pending' }) }),
      ],
      5000,
    );
    expect(found.map((f) => f.message.id)).toEqual(['b', 'a']);
    expect(found[0]!.publication.id).toBe('pb');
  });
});

describe('excerpts', () => {
  it('keep a short text on one line and cut a long one', () => {
    expect(excerpt('Line one\n  line two')).toBe('Line one line two');
    expect(excerpt('abcdefghij', 6)).toBe('abcde…');
  });
});
