import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';

/** A refusal with what the server said of it (the item gone meanwhile, a terminal gone, a permission). */
export function useRefusalWithReason() {
  const translate = useTranslate();
  return (err: unknown) => {
    const general = errorText(err, translate);
    return err instanceof ApiError && err.answered && err.message && err.message !== general
      ? `${general}: ${err.message}`
      : general;
  };
}
