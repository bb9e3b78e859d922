import { theme } from 'antd';
import { useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import styles from './NavigationProgress.module.css';
import { IDLE, nextProgress } from './progressPhase';

/** How long a finishing bar stays before it is removed (its CSS run is shorter). */
const FINISH_MS = 500;

/**
 * The progress bar of every route change (spec 2): it runs while a navigation loads (a page's
 * code on first visit) and completes when the new page shows, also when nothing had to load.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { state: navigation } = useNavigation();
  const { key } = useLocation();
  const [{ phase, run, loaded }, dispatch] = useReducer(nextProgress, IDLE);
  const lastKey = useRef(key);

  useEffect(() => {
    if (navigation !== 'idle') {
      dispatch({ type: 'loading' });
      return;
    }
    const locationChanged = lastKey.current !== key;
    lastKey.current = key;
    dispatch({ type: 'idle', locationChanged });
  }, [navigation, key]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => dispatch({ type: 'faded', run }), FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase, run]);

  if (phase === 'idle') return null;
  const motion = phase === 'running' ? styles.running : loaded ? styles.finishing : styles.quick;
  return (
    <div
      // A new run is a new bar, starting from the left.
      key={run}
      className={`${styles.bar} ${motion}`}
      style={{ background: token.colorPrimary, boxShadow: `0 0 6px ${token.colorPrimary}` }}
      role="progressbar"
      aria-label={t('common.pageLoading')}
      aria-busy={phase === 'running'}
    />
  );
}
