import { describe, expect, it } from 'vitest';
import { parseManifest } from './manifest';

const base = { version: 'v1', generatedAt: 0, terminal: { id: 't', name: 'Lobby', timeZone: null } };

describe('parseManifest', () => {
  it('reads a manifest without messages (a server from before them) as having none', () => {
    expect(parseManifest(base).messages).toEqual([]);
  });

  it('reads a message, its look completed with the defaults, and ignores fields it does not know', () => {
    const m = parseManifest({
      ...base,
      messages: [
        {
          publishId: 'p',
          messageId: 'm',
          name: 'Drill',
          look: { text: 'Fire drill', position: 'top', glow: true },
          priority: 2,
          emergency: true,
          from: 1000,
          to: null,
          repeats: 3,
          queuedAt: 5,
          later: 'x',
        },
      ],
    });
    expect(m.messages).toEqual([
      {
        publishId: 'p',
        messageId: 'm',
        name: 'Drill',
        look: {
          text: 'Fire drill',
          fontFamily: 'sans-serif',
          fontSize: 48,
          bold: false,
          color: '#ffffff',
          backgroundColor: '#000000',
          backgroundOpacity: 70,
          position: 'top',
          scroll: 'left',
          scrollSpeed: 120,
        },
        priority: 2,
        emergency: true,
        from: 1000,
        to: null,
        repeats: 3,
        queuedAt: 5,
      },
    ]);
  });
});
