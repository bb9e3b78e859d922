import { useNavigation } from 'react-router';
import styles from './NavigationProgress.module.css';

/** The progress bar that runs while a route change loads (spec 2). */
export function NavigationProgress() {
  const { state } = useNavigation();
  return state === 'idle' ? null : <div className={styles.bar} role="progressbar" aria-busy="true" />;
}
