import { theme } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyFeedback, type WhenLoaded } from './lazyFeedback';
import { FeedbackContext, type Feedback } from './useFeedback';

const FeedbackHolders = lazy(() => import('./FeedbackHolders'));

/**
 * What antd's App gives the pages (toasts and dialogs in the theme, and the theme's text colour and
 * font), except that the code of toasts and dialogs loads at the first one shown: most visits to
 * the sign-in page never show one, and it is a fifth of antd's code there. Calls made meanwhile
 * are kept and run in order once it has come.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [wanted, setWanted] = useState(false);
  const loaded = useRef<Feedback | null>(null);
  const waiting = useRef<((f: Feedback) => void)[]>([]);

  const whenLoaded = useCallback<WhenLoaded>((call) => {
    if (loaded.current) return call(loaded.current);
    waiting.current.push(call);
    setWanted(true);
  }, []);
  const onReady = useCallback((feedback: Feedback) => {
    loaded.current = feedback;
    for (const call of waiting.current.splice(0)) call(feedback);
  }, []);
  const feedback = useMemo(() => lazyFeedback(whenLoaded), [whenLoaded]);

  return (
    <FeedbackContext.Provider value={feedback}>
      <div
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {children}
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={onReady} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}
