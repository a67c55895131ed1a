import { Component, type ReactNode } from "react";

/** Props of {@link MessageErrorBoundary}. */
export interface MessageErrorBoundaryProps {
  /** What is drawn (a message's parts): when it changes (a new answer, the next streamed update), drawing is tried again. */
  drawn: unknown;
  /** What draws the message. */
  children: ReactNode;
  /** Drawn in place of the children once drawing them failed. */
  fallback: () => ReactNode;
  /** Told once per failed message, after the failure is on screen. */
  onError?: () => void;
}

interface State {
  drawn: unknown;
  failed: boolean;
}

/**
 * Keeps a failure to draw one message inside that message: it shows its fallback (its text, plain),
 * the transcript and the widget around it go on (Stop, the next question, New conversation), and
 * `onError` lets the chat end that answer as failed.
 */
export class MessageErrorBoundary extends Component<MessageErrorBoundaryProps, State> {
  constructor(props: MessageErrorBoundaryProps) {
    super(props);
    this.state = { drawn: props.drawn, failed: false };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: MessageErrorBoundaryProps, state: State): Partial<State> | null {
    return props.drawn === state.drawn ? null : { drawn: props.drawn, failed: false };
  }

  override componentDidCatch(): void {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}
