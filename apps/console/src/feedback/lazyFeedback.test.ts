import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import { describe, expect, it } from 'vitest';
import { lazyFeedback, type WhenLoaded } from './lazyFeedback';
import type { Feedback } from './useFeedback';

/** Stands in for antd's message and modal: records what was shown and closed. */
function recorder() {
  const log: string[] = [];
  const shown = (what: string): MessageType => {
    log.push(`show ${what}`);
    let close!: (v: boolean) => void;
    const closed = new Promise<boolean>((r) => (close = r));
    return Object.assign(
      () => {
        log.push(`close ${what}`);
        close(true);
      },
      { then: closed.then.bind(closed) },
    ) as MessageType;
  };
  const message = {
    info: (c: unknown) => shown(`info ${String(c)}`),
    success: (c: unknown) => shown(`success ${String(c)}`),
    error: (c: unknown) => shown(`error ${String(c)}`),
    warning: (c: unknown) => shown(`warning ${String(c)}`),
    loading: (c: unknown) => shown(`loading ${String(c)}`),
    open: (a: { content: unknown }) => shown(`open ${String(a.content)}`),
    destroy: (key?: unknown) => void log.push(`destroy ${String(key)}`),
  } as unknown as MessageInstance;
  const dialog = (kind: string) => (config: { title?: unknown }) => {
    log.push(`${kind} ${String(config.title)}`);
    return {
      destroy: () => void log.push(`destroy dialog ${String(config.title)}`),
      update: (next: { title?: unknown }) => void log.push(`update ${String(next.title)}`),
      then: (r: (v: boolean) => void) => Promise.resolve(true).then(r),
    };
  };
  const modal = {
    info: dialog('info'),
    success: dialog('success'),
    error: dialog('error'),
    warning: dialog('warning'),
    confirm: dialog('confirm'),
  } as unknown as HookAPI;
  return { log, real: { message, modal } as Feedback };
}

/** Loads on demand like FeedbackProvider: calls wait until `load()`. */
function provider(real: Feedback) {
  let loaded = false;
  let asked = 0;
  const waiting: ((f: Feedback) => void)[] = [];
  const whenLoaded: WhenLoaded = (call) => {
    if (loaded) return call(real);
    asked++;
    waiting.push(call);
  };
  return {
    feedback: lazyFeedback(whenLoaded),
    asked: () => asked,
    load: () => {
      loaded = true;
      for (const c of waiting.splice(0)) c(real);
    },
  };
}

describe('toasts and dialogs loaded at first use', () => {
  it('asks for their code at the first call and shows what was asked meanwhile, in order', () => {
    const { log, real } = recorder();
    const p = provider(real);
    expect(p.asked()).toBe(0);
    p.feedback.message.success('saved');
    p.feedback.modal.confirm({ title: 'delete?' });
    p.feedback.message.error('failed');
    expect(p.asked()).toBe(3);
    expect(log).toEqual([]);
    p.load();
    expect(log).toEqual(['show success saved', 'confirm delete?', 'show error failed']);
    p.feedback.message.info('now');
    expect(log.at(-1)).toBe('show info now');
  });

  it('closes a toast closed before it showed as soon as it shows, and resolves its promise', async () => {
    const { log, real } = recorder();
    const p = provider(real);
    const close = p.feedback.message.loading('sending');
    close();
    p.load();
    expect(log).toEqual(['show loading sending', 'close loading sending']);
    await expect(Promise.resolve(close)).resolves.toBe(true);
  });

  it('passes a dialog’s update and destroy on, even when called before it opened', () => {
    const { log, real } = recorder();
    const p = provider(real);
    const d = p.feedback.modal.warning({ title: 'careful' });
    d.update({ title: 'more careful' });
    p.load();
    d.destroy();
    expect(log).toEqual(['warning careful', 'update more careful', 'destroy dialog careful']);
  });
});
