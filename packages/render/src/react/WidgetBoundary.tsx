import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Told once when the widget fails (the player logs it). */
  onError?: (error: unknown) => void;
}

/** Keeps a failing widget from taking its scene down: it becomes an empty box, the rest plays on. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
