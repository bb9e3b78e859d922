import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { hideIdleCursor, keepScreenAwake, swallowStrayErrors } from './kiosk/kiosk';
import { PlayerRuntime } from './runtime/terminal';
import { htmlLangOf, pageLanguage } from './screens/texts';
import { registerServiceWorker } from './sw/register';
import './player.css';

document.documentElement.lang = htmlLangOf(pageLanguage());
swallowStrayErrors();
hideIdleCursor();
keepScreenAwake();
registerServiceWorker();

const runtime = new PlayerRuntime();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
);
void runtime.start();
