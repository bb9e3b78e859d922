/**
 * What a page may do: its scripts and forms, but no windows and no taking the screen elsewhere (no
 * top navigation, no pop-ups). A page of the host's own origin also runs without that origin, so
 * that it cannot reach the host (the player's storage, its page).
 */
export function sandboxOf(url: string, hostOrigin: string | undefined): string {
  let own = false;
  try {
    own = hostOrigin !== undefined && new URL(url).origin === hostOrigin;
  } catch {
    own = false;
  }
  return own ? 'allow-forms allow-scripts' : 'allow-forms allow-same-origin allow-scripts';
}

/** A web page over the whole view, opened by a button, and the round close button in its corner. */
export function WebPage({ url, size, onClose }: { url: string; size: number; onClose: () => void }) {
  const host = typeof window === 'undefined' ? undefined : window.location.origin;
  return (
    <div data-web-page="" style={{ position: 'absolute', inset: 0, background: '#ffffff' }}>
      <iframe
        src={url}
        title={url}
        sandbox={sandboxOf(url, host)}
        referrerPolicy="no-referrer"
        style={{ display: 'block', width: '100%', height: '100%', border: 'none' }}
      />
      <button
        type="button"
        data-web-close=""
        onClick={onClose}
        style={{
          position: 'absolute',
          top: size / 4,
          right: size / 4,
          width: size,
          height: size,
          padding: 0,
          border: '2px solid #ffffff',
          borderRadius: '50%',
          background: 'rgba(0,0,0,0.6)',
          color: '#ffffff',
          fontSize: size / 2,
          lineHeight: 1,
          cursor: 'pointer',
          touchAction: 'manipulation',
        }}
      >
        ✕
      </button>
    </div>
  );
}
