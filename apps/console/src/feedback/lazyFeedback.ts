import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { Feedback } from './useFeedback';

/** Runs a call on the real toasts and dialogs, at once when they are loaded, or once they are. */
export type WhenLoaded = (call: (feedback: Feedback) => void) => void;

type MessageKind = 'info' | 'success' | 'error' | 'warning' | 'loading';
type DialogKind = keyof HookAPI;

/**
 * A toast shown when its code has come: answers what antd's does at once, a function that closes
 * the toast (even before it showed) and a promise of its closing.
 */
function toast(whenLoaded: WhenLoaded, show: (m: MessageInstance) => MessageType): MessageType {
  let close: (() => void) | undefined;
  let closed = false;
  const done = new Promise<boolean>((resolve) =>
    whenLoaded(({ message }) => {
      const shown = show(message);
      close = shown;
      if (closed) shown();
      shown.then(resolve, () => resolve(false));
    }),
  );
  const handle = () => {
    closed = true;
    close?.();
  };
  return Object.assign(handle, { then: done.then.bind(done) }) as MessageType;
}

/** A dialog opened when its code has come; `destroy` and `update` reach it even before it opened. */
function dialog(whenLoaded: WhenLoaded, kind: DialogKind, config: Parameters<HookAPI[DialogKind]>[0]) {
  let opened: ReturnType<HookAPI[DialogKind]> | undefined;
  const waiting: ((d: ReturnType<HookAPI[DialogKind]>) => void)[] = [];
  const closed = new Promise<boolean>((resolve) =>
    whenLoaded(({ modal }) => {
      opened = modal[kind](config);
      for (const w of waiting.splice(0)) w(opened);
      opened.then(resolve, () => resolve(false));
    }),
  );
  const reach = (act: (d: ReturnType<HookAPI[DialogKind]>) => void) => (opened ? act(opened) : void waiting.push(act));
  return {
    destroy: () => reach((d) => d.destroy()),
    update: (next: Parameters<ReturnType<HookAPI[DialogKind]>['update']>[0]) => reach((d) => d.update(next)),
    then: closed.then.bind(closed),
  } as ReturnType<HookAPI[DialogKind]>;
}

/** Toasts and dialogs whose code loads at their first use (FeedbackProvider). */
export function lazyFeedback(whenLoaded: WhenLoaded): Feedback {
  const kind =
    (k: MessageKind): MessageInstance[MessageKind] =>
    (...args) =>
      toast(whenLoaded, (m) => m[k](...args));
  const message: MessageInstance = {
    info: kind('info'),
    success: kind('success'),
    error: kind('error'),
    warning: kind('warning'),
    loading: kind('loading'),
    open: (args) => toast(whenLoaded, (m) => m.open(args)),
    destroy: (key) => whenLoaded(({ message: m }) => m.destroy(key)),
  };
  const modal: HookAPI = {
    info: (config) => dialog(whenLoaded, 'info', config),
    success: (config) => dialog(whenLoaded, 'success', config),
    error: (config) => dialog(whenLoaded, 'error', config),
    warning: (config) => dialog(whenLoaded, 'warning', config),
    confirm: (config) => dialog(whenLoaded, 'confirm', config),
  };
  return { message, modal };
}
