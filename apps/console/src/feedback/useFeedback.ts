import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import { createContext, useContext } from 'react';

/** Toasts (antd's message) and dialogs (antd's modal), drawn in the console's theme and language. */
export interface Feedback {
  message: MessageInstance;
  modal: HookAPI;
}

export const FeedbackContext = createContext<Feedback | null>(null);

/** The console's toasts and dialogs; what antd's `App.useApp()` gives, without loading their code up front. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback outside FeedbackProvider');
  return feedback;
}
