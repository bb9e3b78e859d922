import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
  round: number;
}

const RESTART_AFTER_MS = 2000;

/**
 * Catches a failure of what it holds (the renderer): the screen goes black for a moment, then the
 * renderer starts afresh. A kiosk screen never shows an error.
 */
export class RestartOnError extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, round: 0 };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('player: the renderer failed; restarting it', error);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.setState((s) => ({ failed: false, round: s.round + 1 })), RESTART_AFTER_MS);
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
  }

  override render(): ReactNode {
    if (this.state.failed) return <div style={{ position: 'fixed', inset: 0, background: '#000' }} />;
    return (
      <div key={this.state.round} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
