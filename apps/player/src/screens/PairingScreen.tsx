import type { CSSProperties } from 'react';
import { pageLanguage, textsOf } from './texts';

const page: CSSProperties = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4vmin',
  background: '#0b0f14',
  color: '#e8edf3',
  fontFamily: 'system-ui, sans-serif',
  textAlign: 'center',
};
const label: CSSProperties = { fontSize: '3vmin', color: '#9aa7b4' };
const code: CSSProperties = {
  fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
  fontSize: '22vmin',
  fontWeight: 700,
  letterSpacing: '0.12em',
  lineHeight: 1,
};
const small: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: '2.6vmin', color: '#c6d0da' };

/** While the terminal waits for authorisation: its pairing code, large, and its hardware id. */
export function PairingScreen({
  pairingCode,
  hardwareId,
  unreachable,
}: {
  pairingCode: string | null;
  hardwareId: string;
  unreachable: boolean;
}) {
  const t = textsOf(pageLanguage());
  return (
    <main style={page} data-screen="pairing">
      <div style={label}>{t.pairingHint}</div>
      <div style={code} data-pairing-code={pairingCode ?? ''}>
        {pairingCode ?? '······'}
      </div>
      <div style={label}>{t.hardwareId}</div>
      <div style={small} data-hardware-id={hardwareId}>
        {hardwareId}
      </div>
      {unreachable && <div style={{ ...label, color: '#f0b429' }}>{t.unreachable}</div>}
    </main>
  );
}

/** The terminal is authorised on another copy of this device: an administrator chooses Pair again. */
export function AlreadyPairedScreen({ hardwareId }: { hardwareId: string }) {
  const t = textsOf(pageLanguage());
  return (
    <main style={page} data-screen="already-paired">
      <div style={{ ...label, fontSize: '4vmin', color: '#e8edf3' }}>{t.alreadyPaired}</div>
      <div style={label}>{t.pairAgainHint}</div>
      <div style={label}>{t.hardwareId}</div>
      <div style={{ ...small, fontSize: '4vmin' }} data-hardware-id={hardwareId}>
        {hardwareId}
      </div>
    </main>
  );
}
