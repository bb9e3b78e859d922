/** Nothing to play: a black screen with the terminal's name, small, in a corner. */
export function IdleScreen({ name }: { name: string }) {
  return (
    <main data-screen="idle" style={{ position: 'fixed', inset: 0, background: '#000' }}>
      <div
        style={{
          position: 'absolute',
          right: '2vmin',
          bottom: '2vmin',
          color: '#4a4f55',
          fontFamily: 'system-ui, sans-serif',
          fontSize: '1.8vmin',
        }}
      >
        {name}
      </div>
    </main>
  );
}
