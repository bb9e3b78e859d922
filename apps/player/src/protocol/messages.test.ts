import { describe, expect, it } from 'vitest';
import { parseManifest } from './manifest';
import { afterClose, parseServerMessage } from './messages';

describe('server messages', () => {
  it("reads the page's examples", () => {
    expect(
      parseServerMessage(
        '{"type":"welcome","protocol":1,"serverTime":1764069000000,"heartbeatMs":30000,"manifestVersion":"d00d"}',
      ),
    ).toEqual({ type: 'welcome', serverTime: 1764069000000, heartbeatMs: 30000, manifestVersion: 'd00d' });
    expect(parseServerMessage('{"type":"heartbeat-ack","seq":17,"serverTime":1764069030004}')).toEqual({
      type: 'heartbeat-ack',
      seq: 17,
      serverTime: 1764069030004,
    });
    expect(
      parseServerMessage('{ "type": "command", "id": "01936d61", "name": "refresh", "args": {}, "timeoutMs": 30000 }'),
    ).toEqual({ type: 'command', id: '01936d61', name: 'refresh', args: {}, timeoutMs: 30000 });
    expect(parseServerMessage('{"type":"manifest","version":"v2"}')).toEqual({ type: 'manifest', version: 'v2' });
    // A server that has not computed the new version yet says so: the player fetches it whole.
    expect(parseServerMessage('{"type":"manifest","version":null}')).toEqual({ type: 'manifest', version: null });
    expect(parseServerMessage('{"type":"error","reason":"replaced"}')).toEqual({ type: 'error', reason: 'replaced' });
  });

  it('ignores fields it does not know, and takes a welcome without a manifest', () => {
    expect(
      parseServerMessage('{"type":"welcome","serverTime":1,"heartbeatMs":5000,"manifestVersion":null,"extra":true}'),
    ).toEqual({ type: 'welcome', serverTime: 1, heartbeatMs: 5000, manifestVersion: null });
  });

  it('gives a command without timeout the default of 30 s', () => {
    expect(parseServerMessage('{"type":"command","id":"c","name":"reload"}')).toMatchObject({
      args: {},
      timeoutMs: 30000,
    });
  });

  it('refuses what is not JSON or not of this protocol', () => {
    expect(parseServerMessage('not json')).toBeUndefined();
    expect(parseServerMessage('[]')).toBeUndefined();
    expect(parseServerMessage('{"type":"surprise"}')).toBeUndefined();
    expect(parseServerMessage('{"type":"heartbeat-ack","seq":"17"}')).toBeUndefined();
  });

  it('says what to do after each closing code', () => {
    expect(afterClose(4401)).toBe('register');
    expect(afterClose(4403)).toBe('register');
    expect(afterClose(4409)).toBe('stop');
    for (const code of [1000, 1001, 1006, 4400, 4408]) expect(afterClose(code)).toBe('reconnect');
  });
});

describe('manifest', () => {
  const example = {
    version: 'd00dfeed',
    generatedAt: 1764069000000,
    terminal: { id: '01936d5c', name: 'Lobby screen', timeZone: 'Europe/Berlin' },
    programs: [
      {
        id: '01936d',
        publishId: '01936e',
        name: 'Morning menu',
        document: { version: 1, canvas: { width: 1920, height: 1080 }, scenes: [] },
      },
    ],
    schedule: [
      {
        publishId: '01936e',
        programId: '01936d',
        priority: 0,
        from: null,
        to: null,
        queuedAt: 1764068990000,
        weekdays: [1],
      },
    ],
    files: [
      {
        md5: '9e107d9d372bb6826bd81d3542a419d6',
        size: 5242880,
        mime: 'video/mp4',
        url: '/apm-web/terminal/file/9e107d9d372bb6826bd81d3542a419d6?tid=01936d5c&exp=1764072600000&sig=4f1c',
        expiresAt: 1764072600000,
      },
    ],
  };

  it("reads the page's example, dropping entry fields of later versions", () => {
    const m = parseManifest(example);
    expect(m.version).toBe('d00dfeed');
    expect(m.schedule[0]).toEqual({
      publishId: '01936e',
      programId: '01936d',
      priority: 0,
      from: null,
      to: null,
      queuedAt: 1764068990000,
    });
    expect(m.files[0]?.size).toBe(5242880);
    expect(m.programs[0]?.document).toEqual(example.programs[0]?.document);
  });

  it('refuses a file entry without a proper MD5', () => {
    expect(() => parseManifest({ ...example, files: [{ ...example.files[0], md5: 'nope' }] })).toThrow();
  });
});
