import { Component, type ReactNode } from "react";

/** Props of {@link MessageErrorBoundary}. */
export interface MessageErrorBoundaryProps {
  /** The message drawn: another one (a new answer, the next streamed update) is tried again. */
  message: object;
  /** What draws the message. */
  children: ReactNode;
  /** Drawn in place of the children once drawing them failed. */
  fallback: () => ReactNode;
  /** Told once per failed message, after the failure is on screen. */
  onError?: () => void;
}

interface State {
  message: object;
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
    this.state = { message: props.message, failed: false };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: MessageErrorBoundaryProps, state: State): Partial<State> | null {
    return props.message === state.message ? null : { message: props.message, failed: false };
  }

  override componentDidCatch(): void {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}
